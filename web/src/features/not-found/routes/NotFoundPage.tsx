import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation('notFound');
  return (
    <div className="bg-surface">
      <PageTitle title={t('metaTitle')} />
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center sm:py-24">
        <p className="text-7xl font-extrabold text-brand-600 sm:text-8xl" aria-hidden="true">
          404
        </p>
        <p className="sr-only">{t('code')}</p>
        <h1 className="mt-4 max-w-2xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">{t('description')}</p>
        <ButtonLink to={paths.home} size="lg" className="mt-8">
          <House aria-hidden="true" className="size-5" />
          {t('backHome')}
        </ButtonLink>
      </Container>
    </div>
  );
}
