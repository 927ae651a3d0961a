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
  /** The promo code the price was given with (null or absent for none). */
  promoCode?: string | null;
  /** The code's discount before taxes, already taken off `amounts.subtotalCents`; 0 for none. */
  discountCents?: number;
  /** The subtotal's name where it is more than a course's price (a quote's lines). */
  subtotalLabel?: string;
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
      <dt
        className={`min-w-0 [overflow-wrap:anywhere] ${total ? 'text-slate-900' : 'text-slate-700'}`}
      >
        {label}
      </dt>
      <dd className="text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * Subtotal, GST, QST and total, in the page's language. With a promo code's discount, the regular
 * price and the discount come first, and the subtotal is the price after the discount.
 */
export function PriceSummary({
  amounts,
  title,
  note,
  promoCode = null,
  discountCents = 0,
  subtotalLabel,
}: PriceSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  const discounted = discountCents > 0;

  return (
    <div className="rounded-xl bg-surface p-4" data-testid="price-summary">
      <h3 className="text-sm font-bold tracking-wide text-slate-700 uppercase">{title}</h3>
      {amounts === null ? (
        <p className="mt-2 text-sm text-slate-600">{t('price.empty')}</p>
      ) : (
        <dl className="mt-3 space-y-2 text-sm">
          {discounted && (
            <>
              <PriceRow label={t('price.listPrice')} testId="amount-list-price">
                {money(amounts.subtotalCents + discountCents)}
              </PriceRow>
              <PriceRow
                label={promoCode ? t('price.promoCode', { code: promoCode }) : t('price.promo')}
                testId="amount-discount"
              >
                {/* A minus sign, not a hyphen: "−20,00 $". */}
                {`\u2212${money(discountCents)}`}
              </PriceRow>
            </>
          )}
          <PriceRow
            label={
              subtotalLabel ?? (discounted ? t('price.discountedSubtotal') : t('price.subtotal'))
            }
          >
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

/** What a booking was charged (its amounts, and the promo code it was given with), once booked. */
export function BookingPriceSummary({
  booking,
  title,
}: {
  booking: { amounts: PriceAmounts; promoCode: string | null; discountCents: number };
  title: string;
}) {
  return (
    <PriceSummary
      amounts={booking.amounts}
      title={title}
      promoCode={booking.promoCode}
      discountCents={booking.discountCents}
    />
  );
}
