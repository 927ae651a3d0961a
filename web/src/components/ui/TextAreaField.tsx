import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldShell } from './FieldShell';
import { inputClasses } from './field-styles';

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  hint?: string;
  error?: string;
  /** Shown beside the label, e.g. a character counter. */
  aside?: ReactNode;
};

export function TextAreaField({
  label,
  hint,
  error,
  aside,
  id,
  className = '',
  ...props
}: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} aside={aside}>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${inputClasses} ${className}`}
        {...props}
      />
    </FieldShell>
  );
}
