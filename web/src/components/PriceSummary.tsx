import type { ReactNode } from 'react';
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

interface PriceRowProps {
  label: string;
  testId?: string;
  /** The last row, the total: bolder, under a rule. */
  total?: boolean;
  children: ReactNode;
}

function PriceRow({ label, testId, total = false, children }: PriceRowProps) {
  return (
    <div
      className={
        total
          ? 'flex justify-between gap-4 border-t border-surface-strong pt-2 text-base font-bold'
          : 'flex justify-between gap-4'
      }
    >
      <dt className={total ? 'text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd className="text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
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
          <PriceRow label={t('price.subtotal')}>
            {amounts.subtotalCents === 0 ? t('price.free') : money(amounts.subtotalCents)}
          </PriceRow>
          <PriceRow label={t('price.gst')} testId="amount-gst">
            {money(amounts.gstCents)}
          </PriceRow>
          <PriceRow label={t('price.qst')} testId="amount-qst">
            {money(amounts.qstCents)}
          </PriceRow>
          <PriceRow label={t('price.total')} testId="amount-total" total>
            {money(amounts.totalCents)}
          </PriceRow>
        </dl>
      )}
      {note && amounts !== null && <p className="mt-3 text-xs text-slate-600">{note}</p>}
    </div>
  );
}
