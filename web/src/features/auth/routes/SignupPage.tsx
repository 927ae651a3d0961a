import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { landingPathFor } from '@/lib/auth/role-home';
import { AuthPage } from '../components/AuthPage';
import { SignupForm } from '../components/SignupForm';

/** New accounts are students: once created, the dashboard. */
export default function SignupPage() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();

  if (user) return <Navigate to={landingPathFor(user.role)} replace />;

  return (
    <AuthPage
      icon={UserPlus}
      title={t('signup.title')}
      lead={t('signup.lead')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link
            to={paths.login}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('signup.loginLink')}
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthPage>
  );
}
