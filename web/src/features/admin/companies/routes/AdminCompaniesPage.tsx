import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { LoadMore } from '@/components/ui/LoadMore';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { formatWholeNumber } from '@/lib/format/number';
import { useSearchParamText } from '@/lib/hooks/use-search-param-text';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCompanies } from '../api/get-companies';
import { CREDIT_FILTERS, type Company, type CreditFilter } from '../api/types';
import { useUpdateCompanyCredit } from '../api/update-company-credit';
import { COMPANY_ACTION, CompaniesTable } from '../components/CompaniesTable';

/** The companies of every page loaded, each once. */
function companiesOf(pages: readonly { companies: Company[] }[] | undefined): Company[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.companies)
    .filter((company) => !seen.has(company.id) && seen.add(company.id));
}

const creditOf = (value: string | null): CreditFilter =>
  CREDIT_FILTERS.find((filter) => filter === value) ?? 'all';

/**
 * /admin/companies: the search and the credit filter (kept in the address), and the companies
 * page by page, newest first, each with its credit approval.
 */
export default function AdminCompaniesPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = useSearchParamText('q');
  const credit = creditOf(params.get('credit'));
  const list = useCompanies(search.words, credit);
  const { data, isPending, isError, isRefetching, refetch } = list;
  const companies = useMemo(() => companiesOf(data?.pages), [data]);
  const update = useUpdateCompanyCredit();
  const [changed, setChanged] = useState<{ name: string; approved: boolean } | null>(null);

  function changeCredit(company: Company, approved: boolean) {
    setChanged(null);
    update.mutate(
      { id: company.id, creditApproved: approved },
      { onSuccess: () => setChanged({ name: company.name, approved }) },
    );
  }

  function changeFilter(value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'all') next.delete('credit');
      else next.set('credit', value);
      return next;
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t('companies.title')} lead={t('companies.lead')} />

      {changed && (
        <Alert
          tone="success"
          dismissLabel={t('companies.dismiss')}
          onDismiss={() => setChanged(null)}
        >
          {t(changed.approved ? 'companies.approved' : 'companies.withdrawn', {
            name: changed.name,
          })}
        </Alert>
      )}
      {update.isError && (
        <Alert tone="error" dismissLabel={t('companies.dismiss')} onDismiss={() => update.reset()}>
          {t('companies.saveFailed')}
        </Alert>
      )}

      <div className="grid gap-4 sm:grid-cols-[minmax(0,28rem)_minmax(0,14rem)]">
        <SearchField
          label={t('companies.search')}
          value={search.text}
          placeholder={t('companies.searchPlaceholder')}
          clearLabel={t('companies.clearSearch')}
          onChange={search.change}
        />
        <SelectField
          label={t('companies.creditFilter')}
          value={credit}
          onChange={(event) => changeFilter(event.target.value)}
        >
          {CREDIT_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`companies.creditFilters.${filter}`)}
            </option>
          ))}
        </SelectField>
      </div>

      {isError && !data ? (
        <LoadError
          message={t('companies.loadError')}
          retryLabel={t('companies.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('companies.loading')} />
        </div>
      ) : (
        <div
          aria-busy={list.isPlaceholderData}
          className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <CompaniesTable
            companies={companies}
            busyId={update.isPending ? (update.variables?.id ?? null) : null}
            onCredit={changeCredit}
          />
          {companies.length > 0 && (
            <LoadMore
              summary={t('companies.shown', {
                count: companies.length,
                shown: formatWholeNumber(companies.length, language),
              })}
              count={companies.length}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              error={list.isFetchNextPageError ? t('companies.loadMoreError') : undefined}
              onLoadMore={() => void list.fetchNextPage()}
              labels={{
                loadMore: t('companies.loadMore'),
                loading: t('companies.loadingMore'),
                retry: t('companies.retry'),
              }}
              rowSelector={COMPANY_ACTION}
            />
          )}
        </div>
      )}
    </div>
  );
}
