import { CalendarCheck, CreditCard, LoaderCircle } from 'lucide-react';
import { lazy, memo, Suspense, type Ref } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PriceSummary } from '@/components/PriceSummary';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';
import type { CardPaymentHandle } from '../card-payment';
import type { BookingFormInput } from '../schema';
import type { TaxPreview } from '../taxes';
import { CashPanel } from './CashPanel';
import { InteracPanel } from './InteracPanel';
import { PaymentMethodPicker, type CardBlock } from './PaymentMethodPicker';

const CardPaymentPanel = lazy(() => import('./CardPaymentPanel'));

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
  /** null while no course is chosen. */
  amounts: TaxPreview | null;
  /** The chosen session's date (YYYY-MM-DD), null for none or on request. */
  courseDate: string | null;
  /** The reference of the booking saved and waiting for its card payment. */
  heldReference?: string;
  banner: Banner | null;
  submitting: boolean;
  /** False while the chosen course's sessions load: the form cannot be checked yet. */
  canSubmit: boolean;
}

/**
 * How to pay, the amounts with taxes, the payment's panel and the submit button (memoized: see
 * PersonalDetailsSection).
 */
export const PaymentSection = memo(function PaymentSection({
  register,
  paymentMethod,
  cardBlock,
  methodError,
  publishableKey,
  cardRef,
  amounts,
  courseDate,
  heldReference,
  banner,
  submitting,
  canSubmit,
}: PaymentSectionProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const byCard = paymentMethod === 'card' && cardBlock === null;
  const total = amounts ? formatMoney(amounts.totalCents, language) : '';

  return (
    <SectionCard title={t('sections.payment')}>
      <PaymentMethodPicker
        field={register('paymentMethod')}
        cardBlock={cardBlock}
        error={methodError}
      />
      <PriceSummary amounts={amounts} title={t('summary.title')} note={t('summary.note')} />
      {byCard && publishableKey && amounts && (
        <Suspense fallback={<Spinner label={t('card.loading')} />}>
          <CardPaymentPanel
            ref={cardRef}
            publishableKey={publishableKey}
            amountCents={amounts.totalCents}
            language={language}
          />
        </Suspense>
      )}
      {paymentMethod === 'interac' && <InteracPanel amount={total || '—'} />}
      {paymentMethod === 'cash' && <CashPanel amount={total || '—'} courseDate={courseDate} />}

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
          ? t(byCard ? 'card.processing' : 'submit.submitting')
          : byCard && total
            ? t('card.pay', { amount: total })
            : t('submit.confirm')}
      </Button>
    </SectionCard>
  );
});
