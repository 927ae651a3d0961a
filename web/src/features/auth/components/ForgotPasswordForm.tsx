import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useRequestPasswordReset } from '../api/forgot-password';
import { forgotPasswordErrorOutcome } from '../errors';
import { forgotPasswordSchema } from '../schemas';
import { useAuthForm } from '../use-auth-form';
import { EmailField } from './EmailField';
import { FormAlert } from './FormAlert';
import { FormSubmit } from './FormSubmit';

/** Asks for a reset link, then says the same thing whether or not the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { handleSubmit, setError, field, error, formError, setFormError } = useAuthForm(
    forgotPasswordSchema,
    { email: '' },
  );
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
            showServerFieldErrors(setError, outcome.fields);
            setFormError(outcome.form);
          },
        });
      })}
    >
      <EmailField error={error('email')} {...field('email')} />
      <FormSubmit form="forgotPassword" icon={Send} busy={mutation.isPending} error={formError} />
    </form>
  );
}
