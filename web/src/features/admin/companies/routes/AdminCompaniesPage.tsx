import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { PagedList } from '@/components/PagedList';
import { searchFieldTexts } from '@/components/list-texts';
import { Alert } from '@/components/ui/Alert';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { useSearchParamText } from '@/lib/hooks/use-search-param-text';
import { useAdminListTexts } from '@/features/admin/components/use-admin-list-texts';
import {
  CREDIT_FILTERS,
  useAdminCompanies,
  type CreditFilter,
} from '@/lib/api/get-admin-companies';
import type { Company } from '../api/types';
import { useUpdateCompanyCredit } from '../api/update-company-credit';
import { COMPANY_ACTION, CompaniesTable } from '../components/CompaniesTable';

const creditOf = (value: string | null): CreditFilter =>
  CREDIT_FILTERS.find((filter) => filter === value) ?? 'all';

/**
 * /admin/companies: the search and the credit filter (kept in the address), and the companies
 * page by page, newest first, each with its credit approval.
 */
export default function AdminCompaniesPage() {
  const { t } = useTranslation('admin');
  const texts = useAdminListTexts('companies');
  const [params, setParams] = useSearchParams();
  const search = useSearchParamText('q');
  const credit = creditOf(params.get('credit'));
  const list = useAdminCompanies(search.words, credit);
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
          {...searchFieldTexts(t, 'companies')}
          value={search.text}
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

      <PagedList list={list} texts={texts} rowSelector={COMPANY_ACTION}>
        <CompaniesTable
          companies={list.rows}
          busyId={update.isPending ? (update.variables?.id ?? null) : null}
          onCredit={changeCredit}
        />
      </PagedList>
    </div>
  );
}
