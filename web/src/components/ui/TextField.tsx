import { useId, type ComponentProps } from 'react';
import { describedBy, FieldShell } from './FieldShell';
import { inputClasses } from './field-styles';

type TextFieldProps = ComponentProps<'input'> & { label: string; hint?: string; error?: string };

export function TextField({ label, hint, error, id, className = '', ...props }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${inputClasses} ${className}`}
        {...props}
      />
    </FieldShell>
  );
}
