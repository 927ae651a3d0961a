import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/PublicPage';
import { AuthChecking } from '@/lib/auth/AuthChecking';
import { useAuth } from '@/lib/auth/auth-context';
import { DashboardContent } from '../components/DashboardContent';
import { LoggedOut } from '../components/DashboardStatus';

/** /dashboard: the student's welcome, tiles, courses, certificates and profile. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user, isLoading } = useAuth();
  const name = user?.firstName.trim();

  let content;
  if (isLoading) content = <AuthChecking />;
  else if (!user) content = <LoggedOut />;
  else content = <DashboardContent user={user} />;

  return (
    <PublicPage
      className="mb-8"
      title={t('title')}
      heading={!user ? t('title') : name ? t('welcome', { name }) : t('welcomeNoName')}
      lead={user && t('lead')}
    >
      {content}
    </PublicPage>
  );
}
