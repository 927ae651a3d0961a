import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/TextField';
import { useRequestPasswordReset } from '../api/forgot-password';
import { forgotPasswordErrorOutcome, type AuthMessage } from '../errors';
import {
  forgotPasswordSchema,
  type ForgotPasswordFormInput,
  type ForgotPasswordFormValues,
} from '../schemas';
import { showFieldErrors } from '../server-errors';
import { useErrorText } from '../use-error-text';
import { FormAlert } from './FormAlert';
import { FormSubmit } from './FormSubmit';

/** Asks for a reset link, then says the same thing whether or not the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<AuthMessage | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const mutation = useRequestPasswordReset();

  if (mutation.isSuccess) {
    return (
      <FormAlert tone="success">
        <p>{t('forgotPassword.sent')}</p>
        <p className="mt-2 font-normal">{t('forgotPassword.checkSpam')}</p>
      </FormAlert>
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(({ email }) => {
        setFormError(null);
        mutation.mutate(email, {
          onError: (error) => {
            const outcome = forgotPasswordErrorOutcome(error);
            showFieldErrors(setError, ['email'] as const, outcome.fields);
            setFormError(outcome.form);
          },
        });
      })}
    >
      <TextField
        type="email"
        autoComplete="email"
        inputMode="email"
        label={t('fields.email')}
        error={errorText(errors.email?.message)}
        required
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <FormSubmit form="forgotPassword" icon={Send} busy={mutation.isPending} error={formError} />
    </form>
  );
}
