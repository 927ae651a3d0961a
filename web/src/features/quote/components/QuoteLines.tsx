import { useTranslation } from 'react-i18next';
import { PriceSummary } from '@/components/PriceSummary';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { formatMoney } from '@/lib/format/money';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Quote } from '../api/get-quote';

type Line = Quote['lines'][number] & { index: number };

/**
 * The quote's lines (a table from a wide card, cards on a phone), then its subtotal, GST, QST and
 * total: amounts in cents as the server computed them, written in the page's language.
 */
export function QuoteLines({ quote }: { quote: Quote }) {
  const { t } = useTranslation('quote');
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  const columns: DataColumn<Line>[] = [
    {
      key: 'description',
      header: t('lines.description'),
      cell: (line) => line.description,
      rowHeader: true,
    },
    {
      key: 'quantity',
      header: t('lines.quantity'),
      cell: (line) => formatWholeNumber(line.quantity, language),
      numeric: true,
    },
    {
      key: 'unitPrice',
      header: t('lines.unitPrice'),
      cell: (line) => money(line.unitPriceCents),
      numeric: true,
      className: 'whitespace-nowrap',
    },
    {
      key: 'amount',
      header: t('lines.amount'),
      cell: (line) => money(line.amountCents),
      numeric: true,
      className: 'whitespace-nowrap',
    },
  ];
  return (
    <div className="space-y-4" data-testid="quote-lines">
      <DataTable
        caption={t('lines.caption')}
        rows={quote.lines.map((line, index) => ({ ...line, index }))}
        rowKey={(line) => line.index}
        columns={columns}
        empty={t('lines.empty')}
        framed={false}
      />
      <div className="sm:ml-auto sm:max-w-sm">
        <PriceSummary
          amounts={quote}
          title={t('lines.totals')}
          subtotalLabel={t('lines.subtotal')}
        />
      </div>
    </div>
  );
}
