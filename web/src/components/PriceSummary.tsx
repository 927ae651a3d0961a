import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';

/** A booking's amounts in cents, as the booking form previews them and the server stores them. */
export interface PriceAmounts {
  subtotalCents: number;
  gstCents: number;
  qstCents: number;
  totalCents: number;
}

interface PriceSummaryProps {
  /** null when no course is chosen yet. */
  amounts: PriceAmounts | null;
  title: string;
  /** Shown under the total, e.g. that this is a preview. */
  note?: string;
}

/** Subtotal, GST, QST and total, in the page's language. */
export function PriceSummary({ amounts, title, note }: PriceSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language);

  return (
    <div className="rounded-xl bg-surface p-4" data-testid="price-summary">
      <h3 className="text-sm font-bold tracking-wide text-slate-700 uppercase">{title}</h3>
      {amounts === null ? (
        <p className="mt-2 text-sm text-slate-600">{t('price.empty')}</p>
      ) : (
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('price.subtotal')}</dt>
            <dd className="text-slate-900 tabular-nums">
              {amounts.subtotalCents === 0 ? t('price.free') : money(amounts.subtotalCents)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('price.gst')}</dt>
            <dd className="text-slate-900 tabular-nums" data-testid="amount-gst">
              {money(amounts.gstCents)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('price.qst')}</dt>
            <dd className="text-slate-900 tabular-nums" data-testid="amount-qst">
              {money(amounts.qstCents)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-surface-strong pt-2 text-base font-bold">
            <dt className="text-slate-900">{t('price.total')}</dt>
            <dd className="text-slate-900 tabular-nums" data-testid="amount-total">
              {money(amounts.totalCents)}
            </dd>
          </div>
        </dl>
      )}
      {note && amounts !== null && <p className="mt-3 text-xs text-slate-600">{note}</p>}
    </div>
  );
}
