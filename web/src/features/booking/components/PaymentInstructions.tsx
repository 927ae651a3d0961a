import { Banknote, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PaymentConfirming } from '@/components/payment/PaymentConfirming';
import { Alert } from '@/components/ui/Alert';
import { site } from '@/config/site';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';
import { PaymentDueNote } from '@/components/payment/PaymentDueNote';
import type { Booking } from '../api/types';
import { CashInstructions } from './CashPanel';
import { PanelFrame } from './PanelFrame';
import { PayByCard } from './PayByCard';

interface PaymentInstructionsProps {
  booking: Booking;
  /** The booking's access token; empty for its signed-in owner. */
  token: string;
  /** Still reading the booking again, waiting for Stripe's confirmation. */
  polling: boolean;
  /** Stripe sent the visitor back saying the payment went through (or is processing). */
  cardReturned: boolean;
  /** Stripe sent the visitor back saying the payment failed. */
  cardFailed: boolean;
}

/** What is left to do to pay, or where the card payment stands. */
export function PaymentInstructions({
  booking,
  token,
  polling,
  cardReturned,
  cardFailed,
}: PaymentInstructionsProps) {
  const { t } = useTranslation('bookingSuccess');
  const language = useLanguage();
  const amount = formatMoney(booking.amounts.totalCents, language);
  const unpaid = booking.paymentStatus === 'awaiting-payment';
  const active = booking.status === 'pending' || booking.status === 'approved';

  if (booking.paymentMethod === 'card') {
    if (booking.paymentStatus === 'paid')
      return <Alert tone="success">{t('success.cardPaid')}</Alert>;
    if (booking.status === 'cancelled') return <Alert>{t('success.cardExpired')}</Alert>;
    if (!unpaid) return null;
    if (cardFailed || booking.lastPaymentError) {
      return (
        <>
          <Alert>
            {booking.lastPaymentError
              ? t('success.cardFailed', { message: booking.lastPaymentError })
              : t('success.cardFailedGeneric')}{' '}
            {booking.status === 'pending' && t('payNow.retry')}
          </Alert>
          {booking.status === 'pending' && <PayByCard booking={booking} token={token} />}
        </>
      );
    }
    if (polling) {
      return (
        <PaymentConfirming
          title={t('success.cardConfirming')}
          text={t('success.cardConfirmingText')}
        />
      );
    }
    if (cardReturned) return <Alert tone="info">{t('success.cardSlow')}</Alert>;
    // Not back from Stripe: the visitor came to pay (from the dashboard or the mail's link).
    return booking.status === 'pending' ? <PayByCard booking={booking} token={token} /> : null;
  }

  if (!unpaid || !active) return null;

  if (booking.paymentMethod === 'interac') {
    const email = booking.interacEmail ?? site.email;
    const code = booking.interacReference ?? booking.reference;
    return (
      <PanelFrame icon={Send} title={t('success.interacTitle')} testId="interac-instructions">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-sm font-medium text-slate-600">{t('success.interacCode')}</span>
          <span
            className="font-mono text-2xl font-bold tracking-widest text-slate-900"
            data-testid="interac-reference"
          >
            {code}
          </span>
        </div>
        <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-800 marker:font-semibold">
          <li>{t('success.interacStep1', { amount, email })}</li>
          <li>{t('success.interacStep2', { code })}</li>
          <li>{t('success.interacStep3')}</li>
        </ol>
        <PaymentDueNote method="interac" due={booking.paymentDue} onRequest={!booking.session} />
      </PanelFrame>
    );
  }

  // The server's deadline, or the class day once it has passed; on request, the preferred date is
  // only a wish: the office confirms the date, then the deadline.
  return (
    <PanelFrame icon={Banknote} title={t('success.cashTitle')} testId="cash-instructions">
      <CashInstructions amount={amount} due={booking.paymentDue} onRequest={!booking.session} />
    </PanelFrame>
  );
}
