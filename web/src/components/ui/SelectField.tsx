import type { ComponentProps } from 'react';
import { FieldShell, useControlProps } from './FieldShell';

type SelectFieldProps = ComponentProps<'select'> & { label: string; hint?: string; error?: string };

export function SelectField({ label, hint, error, id, className, ...props }: SelectFieldProps) {
  const control = useControlProps(id, hint, error, className);
  return (
    <FieldShell id={control.id} label={label} hint={hint} error={error}>
      <select {...control} {...props} />
    </FieldShell>
  );
}
