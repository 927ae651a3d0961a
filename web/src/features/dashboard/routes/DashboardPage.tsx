import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { Container } from '@/components/ui/Container';
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
    <div className="bg-surface">
      <PageTitle title={t('title')} />
      <Container className="py-10 sm:py-14">
        <header className="mb-8 max-w-3xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {!user ? t('title') : name ? t('welcome', { name }) : t('welcomeNoName')}
          </h1>
          {user && <p className="mt-3 text-lg text-slate-700">{t('lead')}</p>}
        </header>
        {content}
      </Container>
    </div>
  );
}
