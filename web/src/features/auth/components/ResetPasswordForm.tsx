import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordErrorOutcome, type AuthMessage } from '../errors';
import {
  resetPasswordSchema,
  type ResetPasswordFormInput,
  type ResetPasswordFormValues,
} from '../schemas';
import { showFieldErrors } from '../server-errors';
import { useErrorText } from '../use-error-text';
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
  const errorText = useErrorText();
  const { clearSession } = useAuth();
  const [formError, setFormError] = useState<AuthMessage | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const mutation = useResetPassword();
  const field = (name: keyof ResetPasswordFormInput) =>
    register(name, { onChange: () => clearErrors(name) });

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
              showFieldErrors(setError, ['password'] as const, outcome.fields);
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
          password: errorText(errors.password?.message),
          confirmPassword: errorText(errors.confirmPassword?.message),
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
