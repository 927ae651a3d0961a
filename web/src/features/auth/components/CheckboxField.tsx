import { useId, type ComponentProps, type ReactNode } from 'react';
import { errorId } from '@/components/ui/FieldShell';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
};

export function CheckboxField({ label, error, id, ...props }: CheckboxFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(fieldId) : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
          {...props}
        />
        <label htmlFor={fieldId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId(fieldId)} className="text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
