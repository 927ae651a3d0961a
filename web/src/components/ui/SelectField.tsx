import { useId, type ComponentProps } from 'react';
import { describedBy, FieldShell } from './FieldShell';
import { inputClasses } from './field-styles';

type SelectFieldProps = ComponentProps<'select'> & { label: string; hint?: string; error?: string };

export function SelectField({
  label,
  hint,
  error,
  id,
  className = '',
  children,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${inputClasses} ${className}`}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}
