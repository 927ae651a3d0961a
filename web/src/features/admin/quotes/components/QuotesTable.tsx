import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Quote } from '../api/types';
import { QuoteStatusBadge } from './QuoteBadges';

/** Each row's number links to its quote: "Load more" focuses the first new row's. */
export const QUOTE_LINK = '[data-quote-link]';

interface QuotesTableProps {
  quotes: readonly Quote[];
  /** What the table says when no quote is listed. */
  empty: string;
}

/**
 * The quotes' latest versions, one row each (one card each on a phone): number and version (a
 * link to the quote), company, total with taxes, state, the last day to accept it and when it
 * was sent.
 */
export function QuotesTable({ quotes, empty }: QuotesTableProps) {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();

  const columns: DataColumn<Quote>[] = [
    {
      key: 'number',
      header: t('quotes.table.number'),
      rowHeader: true,
      cell: (quote) => (
        <Link
          to={paths.admin.quote(quote.id)}
          data-quote-link=""
          aria-label={t('quotes.view', {
            number: quote.number,
            version: quote.version,
            company: quote.company.name,
          })}
          className="-mx-1 block rounded px-1 text-left"
        >
          <span className="block font-mono text-sm font-semibold whitespace-nowrap text-slate-900 underline decoration-slate-400 underline-offset-2 hover:decoration-slate-900">
            {quote.number}
          </span>
          <span className="block text-xs text-slate-600">
            {t('quotes.version', { version: quote.version })}
          </span>
        </Link>
      ),
    },
    {
      key: 'company',
      header: t('quotes.table.company'),
      cell: (quote) => (
        <span className="block font-semibold text-slate-900 [overflow-wrap:break-word]">
          {quote.company.name}
        </span>
      ),
    },
    {
      key: 'total',
      header: t('quotes.table.total'),
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (quote) => formatMoney(quote.totalCents, language),
    },
    {
      key: 'status',
      header: t('quotes.table.status'),
      cell: (quote) => <QuoteStatusBadge status={quote.status} />,
    },
    {
      key: 'validUntil',
      header: t('quotes.table.validUntil'),
      className: 'whitespace-nowrap',
      cell: (quote) => formatCalendarDate(quote.validUntil, language, 'medium'),
    },
    {
      key: 'sent',
      header: t('quotes.table.sent'),
      className: 'whitespace-nowrap',
      cell: (quote) =>
        quote.sentAt ? (
          <time dateTime={quote.sentAt}>{formatQuebecDate(quote.sentAt, language)}</time>
        ) : (
          <span className="text-slate-500">{t('quotes.notSent')}</span>
        ),
    },
  ];

  return (
    <DataTable
      caption={t('quotes.table.caption')}
      rows={quotes}
      rowKey={(quote) => quote.id}
      columns={columns}
      empty={empty}
      rowProps={() => ({ 'data-testid': 'quote-row' })}
    />
  );
}
