import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { AuthMessage } from './errors';
import { useErrorText } from './use-error-text';

/**
 * What every auth form starts with: the form checked by its schema on submit, a message about the
 * whole form, and each field's props and translated error.
 */
export function useAuthForm<Input extends FieldValues, Values>(
  schema: z.ZodType<Values, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const errorText = useErrorText();
  const [formError, setFormError] = useState<AuthMessage | null>(null);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues,
  });
  return {
    ...form,
    formError,
    setFormError,
    /** The field's props; its message goes away as soon as it is edited. */
    field: (name: Path<Input>) => form.register(name, { onChange: () => form.clearErrors(name) }),
    /** The field's message, translated. */
    error: (name: Path<Input>) =>
      errorText(form.getFieldState(name, form.formState).error?.message),
  };
}
