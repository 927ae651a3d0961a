import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Invoice } from '../api/types';
import { courseTitleOf } from '../course-title';
import { InvoiceStatusBadge, OverdueBadge } from './InvoiceBadges';

interface InvoicesTableProps {
  invoices: readonly Invoice[];
  onOpen: (invoice: Invoice) => void;
  /** What the table says when no invoice is listed. */
  empty: ReactNode;
}

/** Each row's number button carries it: "Load more" focuses the first new row's. */
export const INVOICE_BUTTON = '[data-invoice-button]';

/** Words wrap between them, not inside ("Béton Outaouais", not "Béton Outaoua is"). */
const wholeWords = '[overflow-wrap:break-word]';

/**
 * The invoices, one row each (one card each on a phone): number, company, course, dates, amounts
 * and state. The number opens the invoice (a click anywhere on the row too).
 */
export function InvoicesTable({ invoices, onOpen, empty }: InvoicesTableProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();

  const columns: DataColumn<Invoice>[] = [
    {
      key: 'number',
      header: t('invoices.table.number'),
      rowHeader: true,
      cell: (invoice) => (
        <button
          type="button"
          data-invoice-button=""
          aria-label={t('invoices.view', { number: invoice.number, company: invoice.companyName })}
          onClick={() => onOpen(invoice)}
          className="-mx-1 rounded px-1 text-left font-mono text-sm font-semibold whitespace-nowrap text-slate-900 underline decoration-slate-400 underline-offset-2 hover:decoration-slate-900"
        >
          {invoice.number}
        </button>
      ),
    },
    {
      key: 'company',
      header: t('invoices.table.company'),
      cell: (invoice) => (
        <span className={`block font-semibold text-slate-900 ${wholeWords}`}>
          {invoice.companyName}
        </span>
      ),
    },
    {
      key: 'course',
      header: t('invoices.table.course'),
      cell: (invoice) => (
        <>
          <span className={`block text-slate-900 ${wholeWords}`}>
            {courseTitleOf(invoice, language)}
          </span>
          <span className="block text-xs text-slate-600">
            {formatQuebecDate(invoice.startsAt, language)}
          </span>
        </>
      ),
    },
    {
      key: 'issued',
      header: t('invoices.table.issued'),
      className: 'whitespace-nowrap',
      cell: (invoice) => (
        <time dateTime={invoice.issuedAt}>{formatQuebecDate(invoice.issuedAt, language)}</time>
      ),
    },
    {
      key: 'due',
      header: t('invoices.table.due'),
      cell: (invoice) => (
        <>
          <time dateTime={invoice.dueOn} className="block whitespace-nowrap">
            {formatCalendarDate(invoice.dueOn, language, 'medium')}
          </time>
          {invoice.overdue && invoice.status === 'open' && (
            <span className="mt-1 block">
              <OverdueBadge />
            </span>
          )}
        </>
      ),
    },
    {
      key: 'total',
      header: t('invoices.table.total'),
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (invoice) => formatMoney(invoice.amounts.totalCents, language),
    },
    {
      key: 'balance',
      header: t('invoices.table.balance'),
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (invoice) => (
        <span
          data-testid="invoice-balance"
          className={invoice.balanceCents > 0 ? 'font-semibold text-slate-900' : ''}
        >
          {formatMoney(invoice.balanceCents, language)}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('invoices.table.status'),
      cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
    },
  ];

  return (
    <DataTable
      caption={t('invoices.table.caption')}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      columns={columns}
      dense
      empty={empty}
      rowProps={(invoice) => ({
        'data-testid': 'invoice-row',
        // A click anywhere on the row opens it too; the number is the keyboard's way in.
        onClick: (event) => {
          if (!(event.target as HTMLElement).closest('button, a')) onOpen(invoice);
        },
        className: 'cursor-pointer hover:bg-slate-50',
      })}
    />
  );
}
