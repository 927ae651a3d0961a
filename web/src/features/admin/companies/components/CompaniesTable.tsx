import { BadgeCheck, Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, RowActions, rowActionClass, type DataColumn } from '@/components/ui/DataTable';
import { StatusPill } from '@/components/ui/StatusPill';
import { paths } from '@/config/paths';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Company } from '../api/types';

interface CompaniesTableProps {
  companies: readonly Company[];
  /** The company whose credit is being changed: its button waits. */
  busyId: number | null;
  onCredit: (company: Company, approved: boolean) => void;
}

/** Each row's credit button carries it: "Load more" focuses the first new row's. */
export const COMPANY_ACTION = '[data-company-action]';

const creditTones = { approved: 'success', pending: 'neutral' } as const;

/** The companies, one row each (one card each on a phone), with their credit and its action. */
export function CompaniesTable({ companies, busyId, onCredit }: CompaniesTableProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();

  const columns: DataColumn<Company>[] = [
    {
      key: 'company',
      header: t('companies.table.company'),
      rowHeader: true,
      cell: (company) => (
        <>
          {/* Its page: bookings, invoices, employees and seats, which the office may change too. */}
          <Link
            to={paths.company(company.id)}
            className="block font-semibold text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-900"
          >
            {company.name}
          </Link>
          <span className="block text-xs text-slate-600">{company.address}</span>
        </>
      ),
    },
    {
      key: 'billing',
      header: t('companies.table.billing'),
      className: 'break-all',
      cell: (company) => (
        <>
          <span className="block">{company.billingEmail}</span>
          {company.neq && (
            <span className="block text-xs text-slate-600">
              {t('companies.neq', { neq: company.neq })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'created',
      header: t('companies.table.created'),
      className: 'whitespace-nowrap',
      cell: (company) => (
        <time dateTime={company.createdAt}>{formatQuebecDate(company.createdAt, language)}</time>
      ),
    },
    {
      key: 'credit',
      header: t('companies.table.credit'),
      cell: (company) => {
        const state = company.creditApproved ? 'approved' : 'pending';
        return (
          <StatusPill tone={creditTones[state]} wrap="narrow" testId="company-credit">
            {t(`companies.credit.${state}`)}
          </StatusPill>
        );
      },
    },
    {
      key: 'actions',
      header: t('companies.table.actions'),
      actions: true,
      cell: (company) => {
        const approve = !company.creditApproved;
        const Icon = approve ? BadgeCheck : Ban;
        const busy = busyId === company.id;
        return (
          <RowActions>
            <button
              type="button"
              data-company-action=""
              disabled={busyId !== null}
              aria-busy={busy}
              aria-label={t(approve ? 'companies.approveLabel' : 'companies.withdrawLabel', {
                name: company.name,
              })}
              onClick={() => onCredit(company, approve)}
              className={`${rowActionClass} ${approve ? 'border-success-600 text-success-600 hover:bg-success-50' : 'border-slate-300 text-slate-800 hover:bg-slate-50'}`}
            >
              <Icon aria-hidden="true" className="size-4" />
              {busy
                ? t('companies.saving')
                : t(approve ? 'companies.approve' : 'companies.withdraw')}
            </button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t('companies.table.caption')}
      rows={companies}
      rowKey={(company) => company.id}
      columns={columns}
      empty={t('companies.empty')}
      rowProps={() => ({ 'data-testid': 'company-row' })}
    />
  );
}
