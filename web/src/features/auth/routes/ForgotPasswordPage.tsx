import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPage } from '../components/AuthPage';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage
      icon={KeyRound}
      title={t('forgotPassword.title')}
      lead={t('forgotPassword.lead')}
      footer={
        <Link
          to={paths.login}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('forgotPassword.backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
