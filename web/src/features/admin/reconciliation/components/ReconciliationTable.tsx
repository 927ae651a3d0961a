import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';
import type { ReconciliationLine } from '../api/types';
import { OutcomeBadge } from './OutcomeBadge';

/** A dash for the eye, words for screen readers. */
function Nothing({ label }: { label: string }) {
  return (
    <span className="text-slate-600">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Each transfer of the file: its line, date, amount and message, its outcome and booking. */
export function ReconciliationTable({ lines }: { lines: readonly ReconciliationLine[] }) {
  const { t } = useTranslation('adminReconciliation');
  const language = useLanguage();

  const columns: DataColumn<ReconciliationLine>[] = [
    {
      key: 'line',
      header: t('table.line'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (line) => (
        <span className="font-semibold text-slate-900">
          {t('table.lineNumber', { line: line.line })}
        </span>
      ),
    },
    {
      key: 'date',
      header: t('table.date'),
      className: 'whitespace-nowrap',
      cell: (line) => formatCalendarDate(line.date, language, 'medium'),
    },
    {
      key: 'amount',
      header: t('table.amount'),
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (line) => (
        <span className="font-semibold text-slate-900">
          {formatMoney(line.amountCents, language)}
        </span>
      ),
    },
    {
      key: 'memo',
      header: t('table.memo'),
      cell: (line) => line.memo.trim() || <Nothing label={t('table.none')} />,
    },
    {
      key: 'code',
      header: t('table.code'),
      cell: (line) =>
        line.code ? (
          <span className="font-mono whitespace-nowrap">{line.code}</span>
        ) : (
          <Nothing label={t('table.none')} />
        ),
    },
    {
      key: 'outcome',
      header: t('table.outcome'),
      cell: (line) => (
        <>
          <OutcomeBadge outcome={line.outcome} />
          <span className="mt-1 block text-xs text-slate-600">
            {t(`outcomes.${line.outcome}.help`)}
          </span>
        </>
      ),
    },
    {
      key: 'booking',
      header: t('table.booking'),
      cell: ({ booking }) =>
        booking ? (
          <>
            <Link
              to={paths.admin.booking(booking.id)}
              aria-label={t('table.bookingLabel', { reference: booking.reference })}
              className="font-mono text-sm font-semibold whitespace-nowrap text-slate-900 underline decoration-slate-400 underline-offset-2 hover:decoration-slate-900"
            >
              {booking.reference}
            </Link>
            <span className="block text-slate-900">{booking.customerName}</span>
            <span className="block text-xs whitespace-nowrap text-slate-600 tabular-nums">
              {t('table.bookingTotal', { total: formatMoney(booking.totalCents, language) })}
            </span>
          </>
        ) : (
          <Nothing label={t('table.noBooking')} />
        ),
    },
  ];

  return (
    <DataTable
      caption={t('table.caption')}
      rows={lines}
      rowKey={(line) => line.line}
      columns={columns}
      empty={t('table.empty')}
      rowProps={() => ({ 'data-testid': 'reconciliation-line' })}
    />
  );
}
