import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  tone?: 'error' | 'success';
  children: ReactNode;
}

/** A message about the whole form, announced when it appears. */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex gap-2 rounded-lg p-3 text-sm font-medium ${
        error ? 'bg-brand-50 text-brand-800' : 'bg-success-50 text-success-600'
      }`}
    >
      <Icon aria-hidden="true" className="mt-px size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
