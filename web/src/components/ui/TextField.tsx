import type { ComponentProps } from 'react';
import { FieldShell, useControlProps } from './FieldShell';

type TextFieldProps = ComponentProps<'input'> & { label: string; hint?: string; error?: string };

export function TextField({ label, hint, error, id, className, ...props }: TextFieldProps) {
  const control = useControlProps(id, hint, error, className);
  return (
    <FieldShell id={control.id} label={label} hint={hint} error={error}>
      <input {...control} {...props} />
    </FieldShell>
  );
}
