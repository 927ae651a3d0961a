import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageTitle } from '@/components/PageTitle';
import { Container } from '@/components/ui/Container';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAbout } from '../api/get-about';
import { AboutContentView } from '../components/AboutContentView';
import { StatTiles } from '../components/StatTiles';

// Admins only: the editor and its form library load when an admin opens the page.
const AboutEditor = lazy(() => import('../components/AboutEditor'));

/** /about: the company's story; admins edit its texts in place, one language at a time. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  const language = useLanguage();
  const { isAdmin } = useAuth();
  const about = useAbout(language);

  const stored = about.isPending ? (
    <div className="flex justify-center py-12">
      <Spinner label={t('loading')} />
    </div>
  ) : about.isError ? (
    <LoadError message={t('error')} retryLabel={t('retry')} onRetry={() => void about.refetch()} />
  ) : (
    <AboutContentView content={about.data} />
  );

  return (
    <div className="bg-surface">
      <PageTitle title={t('title')} />
      <section className="bg-white">
        <Container className="py-12 text-center sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t('subtitle')}</p>
        </Container>
      </section>
      <Container className={`space-y-12 py-10 sm:py-14 ${isAdmin ? 'pb-28 sm:pb-32' : ''}`}>
        <StatTiles />
        {isAdmin ? (
          <Suspense fallback={stored}>
            <AboutEditor stored={about.data} language={language}>
              {stored}
            </AboutEditor>
          </Suspense>
        ) : (
          stored
        )}
      </Container>
    </div>
  );
}
