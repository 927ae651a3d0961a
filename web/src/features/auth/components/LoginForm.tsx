import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { loginErrorMessage } from '../errors';
import { loginSchema } from '../schemas';
import { useAuthForm } from '../use-auth-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { EmailField } from './EmailField';
import { FormSubmit } from './FormSubmit';
import { PasswordField } from './PasswordField';

/** Email, password and remember-me. Where to go once signed in is the page's business. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const { handleSubmit, field, error, formError, setFormError } = useAuthForm(loginSchema, {
    email: '',
    password: '',
    rememberMe: false,
  });
  const mutation = useMutation({
    mutationFn: login,
    onMutate: () => setFormError(null),
    onError: (error) => setFormError(loginErrorMessage(error)),
  });

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit((v) => mutation.mutate(v))}>
      <EmailField error={error('email')} {...field('email')} />
      <PasswordField
        autoComplete="current-password"
        label={t('fields.password')}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
        error={error('password')}
        required
        {...field('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label={t('login.rememberMe')} {...field('rememberMe')} />
        <Link
          to={paths.forgotPassword}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('login.forgotPassword')}
        </Link>
      </div>
      <FormSubmit form="login" icon={LogIn} busy={mutation.isPending} error={formError} />
    </form>
  );
}
