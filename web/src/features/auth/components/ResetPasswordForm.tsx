import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordErrorOutcome } from '../errors';
import { resetPasswordSchema } from '../schemas';
import { useAuthForm } from '../use-auth-form';
import { FormSubmit } from './FormSubmit';
import { NewPasswordFields } from './NewPasswordFields';

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  onInvalidToken: () => void;
}

/** The new password, twice. */
export function ResetPasswordForm({ token, onDone, onInvalidToken }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { clearSession } = useAuth();
  const { handleSubmit, setError, field, error, formError, setFormError } = useAuthForm(
    resetPasswordSchema,
    { password: '', confirmPassword: '' },
  );
  const mutation = useResetPassword();

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(({ password }) => {
        setFormError(null);
        mutation.mutate(
          { token, password },
          {
            onSuccess: () => {
              // The server ended every session of the account, this one included.
              clearSession();
              onDone();
            },
            onError: (error) => {
              const outcome = resetPasswordErrorOutcome(error);
              if (outcome.invalidToken) return onInvalidToken();
              showServerFieldErrors(setError, outcome.fields);
              setFormError(outcome.form);
            },
          },
        );
      })}
    >
      <NewPasswordFields
        labels={{
          password: t('fields.newPassword'),
          confirmPassword: t('fields.confirmNewPassword'),
        }}
        fields={{ password: field('password'), confirmPassword: field('confirmPassword') }}
        errors={{
          password: error('password'),
          confirmPassword: error('confirmPassword'),
        }}
      />
      <FormSubmit
        form="resetPassword"
        icon={KeyRound}
        busy={mutation.isPending}
        error={formError}
      />
    </form>
  );
}
