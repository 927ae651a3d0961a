import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { paths } from '@/config/paths';

export type UnderConstructionPageName = 'pricing' | 'reviews' | 'faq' | 'store' | 'instagram';

/** The placeholder of pages that are not written yet. */
export default function UnderConstructionPage({ page }: { page: UnderConstructionPageName }) {
  const { t } = useTranslation('underConstruction');
  const name = t(`pages.${page}`);
  return (
    <div className="bg-surface">
      <PageTitle title={name} />
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center sm:py-24">
        <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-pending-50 text-pending-700">
          <Construction aria-hidden="true" className="size-8" />
        </span>
        <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{name}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">{t('text')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.courses}>{t('browseCourses')}</ButtonLink>
          <ButtonLink to={paths.home} variant="secondary">
            {t('backHome')}
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
