import type { ComponentProps, ReactNode } from 'react';
import { FieldShell, useControlProps } from './FieldShell';

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
  className,
  ...props
}: TextAreaFieldProps) {
  const control = useControlProps(id, hint, error, className);
  return (
    <FieldShell id={control.id} label={label} hint={hint} error={error} aside={aside}>
      <textarea {...control} {...props} />
    </FieldShell>
  );
}
