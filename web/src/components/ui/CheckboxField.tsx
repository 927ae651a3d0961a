import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { describedBy, errorId, hintId } from './FieldShell';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  /** A line under the label that says more (what ticking it, or not, means). */
  hint?: string;
  error?: string;
};

/** A checkbox with its label beside it, and its hint and error under the label. */
export function CheckboxField({ label, hint, error, id, ...props }: CheckboxFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
          {...props}
        />
        <div className="space-y-1">
          <label htmlFor={fieldId} className="block text-sm text-slate-800">
            {label}
          </label>
          {hint && (
            <p id={hintId(fieldId)} className="text-sm text-slate-600">
              {hint}
            </p>
          )}
        </div>
      </div>
      <FieldError id={errorId(fieldId)}>{error}</FieldError>
    </div>
  );
}
