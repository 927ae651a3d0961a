import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/TextField';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { loginErrorMessage, type AuthMessage } from '../errors';
import { loginSchema, type LoginFormInput, type LoginFormValues } from '../schemas';
import { useErrorText } from '../use-error-text';
import { CheckboxField } from './CheckboxField';
import { FormSubmit } from './FormSubmit';
import { PasswordField } from './PasswordField';

/** Email, password and remember-me. Where to go once signed in is the page's business. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { login } = useAuth();
  const [formError, setFormError] = useState<AuthMessage | null>(null);
  const mutation = useMutation({
    mutationFn: login,
    onMutate: () => setFormError(null),
    onError: (error) => setFormError(loginErrorMessage(error)),
  });
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const field = (name: keyof LoginFormInput) =>
    register(name, { onChange: () => clearErrors(name) });

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit((v) => mutation.mutate(v))}>
      <TextField
        type="email"
        autoComplete="email"
        inputMode="email"
        label={t('fields.email')}
        error={errorText(errors.email?.message)}
        required
        {...field('email')}
      />
      <PasswordField
        autoComplete="current-password"
        label={t('fields.password')}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
        error={errorText(errors.password?.message)}
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
