import type { ReactNode } from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  aside?: ReactNode;
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, hint and error around one form control. */
export function FieldShell({ id, label, hint, error, aside, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {label}
        </label>
        {aside}
      </div>
      {hint && (
        <p id={hintId(id)} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId(id)} className="text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
