import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Green for done or good (solid green for what was just done), amber for waiting, red for a problem,
 * grey for the rest.
 */
const tones = {
  done: 'bg-success-600 text-white ring-success-600',
  success: 'bg-success-50 text-success-600 ring-success-600/20',
  pending: 'bg-pending-50 text-pending-700 ring-pending-700/20',
  danger: 'bg-brand-50 text-brand-700 ring-brand-700/20',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-700/20',
};

export type StatusTone = keyof typeof tones;

interface StatusPillProps {
  tone: StatusTone;
  /** Drawn before the words. */
  icon?: LucideIcon;
  /**
   * On one line by default; `narrow`: the words may wrap on a narrow card (a box under 56rem), as in
   * the office's tables; `always`: they wrap wherever the line is too short.
   */
  wrap?: 'narrow' | 'always';
  testId?: string;
  children: ReactNode;
}

/** A short state in a coloured pill, such as a payment's, a session's or a code's. */
export function StatusPill({ tone, icon: Icon, wrap, testId, children }: StatusPillProps) {
  const className = [
    'inline-flex max-w-full rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
    Icon && 'items-center gap-1',
    wrap !== 'always' && 'whitespace-nowrap',
    wrap === 'narrow' && '@max-4xl:whitespace-normal',
    tones[tone],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span data-testid={testId} className={className}>
      {Icon && <Icon aria-hidden="true" className="size-3.5 shrink-0" />}
      <span>{children}</span>
    </span>
  );
}
