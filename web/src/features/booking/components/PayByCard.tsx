import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentProblemText } from '@/components/payment/use-payment-problem-text';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Spinner } from '@/components/ui/Spinner';
import { cardKeyOf, usePaymentsConfig } from '@/lib/api/get-payments-config';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Booking } from '../api/types';
import { useCardPayment, type BookingPaymentProblem } from '../hooks/use-card-payment';
import type { BookingErrorKey } from '../schema';
import { CardPanel } from './CardPanel';

interface PayByCardProps {
  /** A card booking, pending and unpaid. */
  booking: Booking;
  /** The booking's access token; empty for its signed-in owner. */
  token: string;
}

/**
 * Pays a saved card booking while its seat is held: from the student's dashboard, from the
 * booking mail's link, or after a refused card.
 */
export function PayByCard({ booking, token }: PayByCardProps) {
  const { t } = useTranslation('bookingSuccess');
  const { t: form } = useTranslation('booking');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const config = usePaymentsConfig();
  const { cardRef, check, pay } = useCardPayment();
  const problemText = usePaymentProblemText((key: BookingErrorKey) => form(`errors.${key}`));
  const [problem, setProblem] = useState<BookingPaymentProblem | null>(null);
  const [paying, setPaying] = useState(false);
  // When the page opened: the server refuses a lapsed hold anyway.
  const [now] = useState(Date.now);

  const holdEnds = booking.holdExpiresAt;
  if (!holdEnds || Date.parse(holdEnds) <= now) {
    return <Alert>{t('payNow.lapsed')}</Alert>;
  }
  if (config.isPending) return <Spinner label={common('cardPayment.loading')} />;
  const publishableKey = cardKeyOf(config.data);
  if (!publishableKey) return <Alert>{form('errors.paymentsUnavailable')}</Alert>;

  async function submit() {
    setProblem(null);
    setPaying(true);
    const found = (await check()) ?? (await pay({ booking, accessToken: token }));
    // Only a failure comes back: on success the browser has left for Stripe's return address.
    setProblem(found);
    setPaying(false);
  }

  const total = formatMoney(booking.amounts.totalCents, language);
  return (
    <div className="space-y-4" data-testid="pay-by-card">
      <Alert tone="info">{t('payNow.held', { time: formatQuebecTime(holdEnds, language) })}</Alert>
      <CardPanel
        ref={cardRef}
        publishableKey={publishableKey}
        amountCents={booking.amounts.totalCents}
        language={language}
      />
      {problem && <Alert>{problemText(problem)}</Alert>}
      <BusyButton
        icon={CreditCard}
        label={common('cardPayment.pay', { amount: total })}
        busyLabel={common('cardPayment.processing')}
        busy={paying}
        size="lg"
        className="w-full"
        onClick={() => void submit()}
      />
    </div>
  );
}
