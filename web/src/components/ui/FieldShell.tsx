import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { inputClasses } from './field-styles';

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

/** The id, ARIA links and look that every field gives its control; `id` defaults to a fresh one. */
export function useControlProps(id?: string, hint?: string, error?: string, className = '') {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(controlId, hint, error),
    className: `${inputClasses} ${className}`,
  };
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
      <FieldError id={errorId(id)}>{error}</FieldError>
    </div>
  );
}
