import { ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatMoney } from '@/lib/format/money';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Quote } from '../api/types';

type Line = Quote['lines'][number];

/**
 * The quote's lines (description, quantity, unit price and amount) and its amounts, as the server
 * counted them.
 */
export function QuoteLines({ quote }: { quote: Quote }) {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  const columns: DataColumn<Line>[] = [
    {
      key: 'description',
      header: t('detail.lines.description'),
      rowHeader: true,
      cell: (line) => <span className="font-semibold text-slate-900">{line.description}</span>,
    },
    {
      key: 'quantity',
      header: t('detail.lines.quantity'),
      numeric: true,
      className: 'tabular-nums',
      cell: (line) => formatWholeNumber(line.quantity, language),
    },
    {
      key: 'unitPrice',
      header: t('detail.lines.unitPrice'),
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (line) => money(line.unitPriceCents),
    },
    {
      key: 'amount',
      header: t('detail.lines.amount'),
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (line) => money(line.amountCents),
    },
  ];
  return (
    <SectionCard title={t('detail.lines.title')} icon={ListOrdered}>
      <DataTable
        caption={t('detail.lines.caption')}
        rows={quote.lines}
        rowKey={(line) => `${line.courseId ?? 'fee'}-${line.description}-${line.unitPriceCents}`}
        columns={columns}
        empty=""
        framed={false}
        rowProps={() => ({ 'data-testid': 'quote-line-row' })}
      />
      <QuoteAmounts quote={quote} />
    </SectionCard>
  );
}

/** Subtotal, GST, QST and total: the server's, taxes computed once on the subtotal. */
function QuoteAmounts({ quote }: { quote: Quote }) {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();
  const rows = [
    ['subtotal', quote.subtotalCents],
    ['gst', quote.gstCents],
    ['qst', quote.qstCents],
    ['total', quote.totalCents],
  ] as const;
  return (
    <dl
      aria-label={t('detail.amounts.title')}
      className="ml-auto w-full space-y-1.5 rounded-xl bg-surface p-4 text-sm sm:max-w-xs"
    >
      {rows.map(([key, cents]) => (
        <div
          key={key}
          data-testid={`quote-${key}`}
          className={
            key === 'total'
              ? 'flex justify-between gap-4 border-t border-surface-strong pt-2 text-base font-bold text-slate-900'
              : 'flex justify-between gap-4 text-slate-700'
          }
        >
          <dt>{t(`detail.amounts.${key}`)}</dt>
          <dd className="text-slate-900 tabular-nums">{formatMoney(cents, language)}</dd>
        </div>
      ))}
    </dl>
  );
}
