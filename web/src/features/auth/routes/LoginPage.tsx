import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth, useRequiredRole } from '@/lib/auth/auth-context';
import { landingPathFor } from '@/lib/auth/role-home';
import { AuthPage } from '../components/AuthPage';
import { LoginForm } from '../components/LoginForm';

/**
 * At /login, a signed-in user moves on to the dashboard or the admin area. Shown in place of a
 * protected page, the page itself appears once the user is signed in.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const inPlaceOf = useRequiredRole();

  if (user && !inPlaceOf) return <Navigate to={landingPathFor(user.role)} replace />;

  return (
    <AuthPage
      icon={LogIn}
      title={t('login.title')}
      lead={t('login.lead')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link
            to={paths.signup}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('login.signupLink')}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthPage>
  );
}
