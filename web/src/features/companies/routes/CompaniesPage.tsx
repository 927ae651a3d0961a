import { Building2, PlusCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PublicPage } from '@/components/PublicPage';
import { Button } from '@/components/ui/Button';
import { LoadMore } from '@/components/ui/LoadMore';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCompanies } from '../api/get-companies';
import type { Company } from '../api/types';
import { COMPANY_NAME_FIELD, CompanyForm } from '../components/CompanyForm';
import { COMPANY_LINK, CompanyList } from '../components/CompanyList';
import { EmptyState } from '../components/EmptyState';
import { teamBookingSearch } from '../team-booking-request';

/** The companies of every page loaded, each once. */
function companiesOf(pages: readonly { companies: Company[] }[] | undefined): Company[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.companies)
    .filter((company) => !seen.has(company.id) && seen.add(company.id));
}

/** /companies: the companies the signed-in person manages, and the form to create one. */
export default function CompaniesPage() {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const navigate = useNavigate();
  const list = useCompanies();
  const search = teamBookingSearch(useSearchParams()[0]);
  const companies = useMemo(() => companiesOf(list.data?.pages), [list.data]);

  let content;
  if (list.isError && !list.data) {
    content = (
      <LoadError
        message={t('list.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (list.isPending) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t('list.loading')} />
      </div>
    );
  } else if (companies.length === 0) {
    content = (
      <EmptyState
        title={t('list.emptyTitle')}
        hint={t('list.emptyHint')}
        action={
          <Button
            variant="secondary"
            onClick={() => document.getElementById(COMPANY_NAME_FIELD)?.focus()}
          >
            <PlusCircle aria-hidden="true" className="size-5" />
            {t('list.emptyAction')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <CompanyList companies={companies} search={search} />
        <LoadMore
          summary={t('list.shown', {
            count: companies.length,
            shown: formatWholeNumber(companies.length, language),
          })}
          count={companies.length}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          error={list.isFetchNextPageError ? t('list.loadMoreError') : undefined}
          onLoadMore={() => void list.fetchNextPage()}
          labels={{ loadMore: t('loadMore'), loading: t('loadingMore'), retry: t('retry') }}
          rowSelector={COMPANY_LINK}
        />
      </>
    );
  }

  return (
    <PublicPage title={t('list.title')} lead={t('list.lead')}>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <SectionCard title={t('list.heading')} icon={Building2}>
          {content}
        </SectionCard>
        <SectionCard
          title={t('create.title')}
          description={t('create.description')}
          icon={PlusCircle}
        >
          <CompanyForm onCreated={(company) => void navigate(paths.company(company.id))} />
        </SectionCard>
      </div>
    </PublicPage>
  );
}
