import type { HTMLAttributes, ReactNode } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import type { Schemas } from '@/lib/api/types';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';

type Invoice = Schemas['Invoice'];
type Column = DataColumn<Invoice>;

type LabelKey = 'caption' | 'number' | 'course' | 'issued' | 'due' | 'total' | 'balance';

/**
 * The table's `labels` from one section of a namespace: `<section>.caption`, `.number`, `.course`,
 * `.issued`, `.due`, `.total` and `.balance`.
 */
export function invoicesTableLabels<Section extends string>(
  t: (key: `${Section}.${LabelKey}`) => string,
  section: Section,
): Record<LabelKey, string> {
  return {
    caption: t(`${section}.caption`),
    number: t(`${section}.number`),
    course: t(`${section}.course`),
    issued: t(`${section}.issued`),
    due: t(`${section}.due`),
    total: t(`${section}.total`),
    balance: t(`${section}.balance`),
  };
}

interface InvoicesTableProps {
  invoices: readonly Invoice[];
  /** The table's name and its columns' headers, in the page's words (`invoicesTableLabels`). */
  labels: Record<LabelKey, string>;
  /** The row's header: the invoice's number (a button that opens it, or plain). */
  number: (invoice: Invoice) => ReactNode;
  /** The state column (its header and cell): the page's own badges. */
  status: Column;
  /** Columns after the number (the company) and after the state (the PDFs). */
  afterNumber?: readonly Column[];
  afterStatus?: readonly Column[];
  /** Under the due date (the office's "overdue" badge). */
  dueNote?: (invoice: Invoice) => ReactNode;
  /** What the table says when no invoice is listed. */
  empty: ReactNode;
  /** A card of its own (the office's list), or plain inside a company's section. */
  framed?: boolean;
  /** Each row's attributes (the office opens an invoice with a click on its row). */
  rowProps?: (invoice: Invoice) => HTMLAttributes<HTMLTableRowElement>;
}

/** The course's title in the page's language, else in the other. */
function courseTitleOf(invoice: Pick<Invoice, 'courseTitle'>, language: Language): string {
  return invoice.courseTitle[language] || invoice.courseTitle[language === 'fr' ? 'en' : 'fr'];
}

/**
 * Invoices on account, one row each (one card each on a phone): number, course and its date,
 * issued, due, total, balance and state; the office's and a company's lists.
 */
export function InvoicesTable({
  invoices,
  labels,
  number,
  status,
  afterNumber = [],
  afterStatus = [],
  dueNote,
  empty,
  framed,
  rowProps,
}: InvoicesTableProps) {
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language);

  const columns: Column[] = [
    { key: 'number', header: labels.number, rowHeader: true, cell: number },
    ...afterNumber,
    {
      key: 'course',
      header: labels.course,
      cell: (invoice) => (
        <>
          <span className="block text-slate-900 [overflow-wrap:break-word]">
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
      header: labels.issued,
      className: 'whitespace-nowrap',
      cell: (invoice) => (
        <time dateTime={invoice.issuedAt}>{formatQuebecDate(invoice.issuedAt, language)}</time>
      ),
    },
    {
      key: 'due',
      header: labels.due,
      cell: (invoice) => (
        <>
          <time
            dateTime={invoice.dueOn}
            className={`block whitespace-nowrap ${invoice.overdue && invoice.status === 'open' ? 'font-semibold text-brand-700' : ''}`}
          >
            {formatCalendarDate(invoice.dueOn, language, 'medium')}
          </time>
          {dueNote?.(invoice)}
        </>
      ),
    },
    {
      key: 'total',
      header: labels.total,
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (invoice) => money(invoice.amounts.totalCents),
    },
    {
      key: 'balance',
      header: labels.balance,
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (invoice) => (
        <span
          data-testid="invoice-balance"
          className={invoice.balanceCents > 0 ? 'font-semibold text-slate-900' : ''}
        >
          {money(invoice.balanceCents)}
        </span>
      ),
    },
    status,
    ...afterStatus,
  ];

  return (
    <DataTable
      caption={labels.caption}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      columns={columns}
      dense
      framed={framed}
      empty={empty}
      rowProps={(invoice) => ({ 'data-testid': 'invoice-row', ...rowProps?.(invoice) })}
    />
  );
}
