import { CalendarCheck, CreditCard, LoaderCircle } from 'lucide-react';
import { memo, type Ref } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CardPaymentHandle } from '@/components/payment/card-payment';
import { PriceSummary } from '@/components/PriceSummary';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';

import type { PaymentDues, RefusedMethods } from '../payment-deadlines';
import type { BookingFormInput } from '../schema';
import type { TaxPreview } from '../taxes';
import { CardPanel } from './CardPanel';
import { CashPanel } from './CashPanel';
import { InteracPanel } from './InteracPanel';
import { PaymentMethodPicker, type CardBlock } from './PaymentMethodPicker';
import { PromoCodeField } from './PromoCodeField';

/** What the form says after a submission: its outcome, or what went wrong. */
export type Banner = { tone: 'success'; key: 'submit.success' } | { tone: 'error'; text: string };

interface PaymentSectionProps {
  register: UseFormRegister<BookingFormInput>;
  paymentMethod: BookingFormInput['paymentMethod'];
  /** Why card payment cannot be chosen, or null when it can. */
  cardBlock: CardBlock;
  methodError?: string;
  /** Stripe's publishable key when cards are on. */
  publishableKey?: string;
  cardRef: Ref<CardPaymentHandle>;
  /** null while no course is chosen; with the promo code's discount when one is applied. */
  amounts: TaxPreview | null;
  /** The promo code applied to the chosen course, or null. */
  promoCode: string | null;
  /** The code's discount before taxes (0 without a code). */
  discountCents: number;
  /** The promo code is being checked. */
  promoChecking: boolean;
  promoError?: string;
  onApplyPromo: () => void;
  onRemovePromo: () => void;
  /** When cash or Interac must pay for the session chosen; null for none or on request. */
  dues: PaymentDues | null;
  /** Cash or Interac too late for the session chosen, which the office then refuses. */
  refused: RefusedMethods;
  /** The reference of the booking saved and waiting for its card payment. */
  heldReference?: string;
  banner: Banner | null;
  submitting: boolean;
  /** False while the chosen course's sessions load: the form cannot be checked yet. */
  canSubmit: boolean;
}

/**
 * How to pay, the promo code, the amounts with taxes, the payment's panel and the submit button
 * (memoized: see PersonalDetailsSection).
 */
export const PaymentSection = memo(function PaymentSection({
  register,
  paymentMethod,
  cardBlock,
  methodError,
  publishableKey,
  cardRef,
  amounts,
  promoCode,
  discountCents,
  promoChecking,
  promoError,
  onApplyPromo,
  onRemovePromo,
  dues,
  refused,
  heldReference,
  banner,
  submitting,
  canSubmit,
}: PaymentSectionProps) {
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const byCard = paymentMethod === 'card' && cardBlock === null;
  const total = amounts ? formatMoney(amounts.totalCents, language) : '';

  return (
    <SectionCard title={t('sections.payment')}>
      <PaymentMethodPicker
        field={register('paymentMethod')}
        cardBlock={cardBlock}
        refused={refused}
        error={methodError}
      />
      <PromoCodeField
        field={register('promoCode')}
        applied={promoCode}
        discountCents={discountCents}
        checking={promoChecking}
        error={promoError}
        onApply={onApplyPromo}
        onRemove={onRemovePromo}
      />
      <PriceSummary
        amounts={amounts}
        title={t('summary.title')}
        note={t('summary.note')}
        promoCode={promoCode}
        discountCents={discountCents}
      />
      {byCard && publishableKey && amounts && (
        <CardPanel
          ref={cardRef}
          publishableKey={publishableKey}
          amountCents={amounts.totalCents}
          language={language}
        />
      )}
      {paymentMethod === 'interac' && !refused.interac && (
        <InteracPanel amount={total || '—'} due={dues?.interac ?? null} />
      )}
      {paymentMethod === 'cash' && !refused.cash && (
        <CashPanel amount={total || '—'} due={dues?.cash ?? null} />
      )}

      {heldReference && byCard && (
        <Alert tone="info">{t('card.held', { reference: heldReference })}</Alert>
      )}
      {banner && (
        <Alert tone={banner.tone}>{banner.tone === 'success' ? t(banner.key) : banner.text}</Alert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={submitting || !canSubmit}>
        {submitting ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : byCard ? (
          <CreditCard aria-hidden="true" className="size-5" />
        ) : (
          <CalendarCheck aria-hidden="true" className="size-5" />
        )}
        {submitting
          ? byCard
            ? common('cardPayment.processing')
            : t('submit.submitting')
          : byCard && total
            ? common('cardPayment.pay', { amount: total })
            : t('submit.confirm')}
      </Button>
    </SectionCard>
  );
});
