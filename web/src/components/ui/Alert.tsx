import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { CloseButton } from './CloseButton';

type Tone = 'error' | 'success' | 'info';

interface AlertProps {
  tone?: Tone;
  children: ReactNode;
  /** Actions beside the message, e.g. a Retry button. */
  action?: ReactNode;
  /** Shows a close button with this accessible name. */
  dismissLabel?: string;
  onDismiss?: () => void;
  className?: string;
}

const styles: Record<Tone, string> = {
  error: 'border-brand-200 bg-brand-50 text-brand-800',
  success: 'border-green-200 bg-success-50 text-success-600',
  info: 'border-slate-200 bg-slate-50 text-slate-800',
};

const icons = { error: CircleAlert, success: CircleCheck, info: Info };

/** A message announced when it appears: errors interrupt (alert), the others wait (status). */
export function Alert({
  tone = 'error',
  children,
  action,
  dismissLabel,
  onDismiss,
  className = '',
}: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-wrap items-start gap-3 rounded-xl border p-4 text-sm font-medium ${styles[tone]} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 basis-48">{children}</div>
      {action}
      {onDismiss && dismissLabel && (
        <CloseButton variant="message" label={dismissLabel} onClick={onDismiss} />
      )}
    </div>
  );
}
