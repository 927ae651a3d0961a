import { CreditCard } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Spinner } from '@/components/ui/Spinner';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { usePaymentsConfig } from '../api/get-payments-config';
import type { Booking } from '../api/types';
import type { PaymentProblem } from '../card-payment';
import { useCardPayment } from '../hooks/use-card-payment';

const CardPaymentPanel = lazy(() => import('./CardPaymentPanel'));

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
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const config = usePaymentsConfig();
  const { cardRef, check, pay } = useCardPayment();
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [paying, setPaying] = useState(false);
  // When the page opened: the server refuses a lapsed hold anyway.
  const [now] = useState(Date.now);

  const holdEnds = booking.holdExpiresAt;
  if (!holdEnds || Date.parse(holdEnds) <= now) {
    return <Alert>{t('payNow.lapsed')}</Alert>;
  }
  if (config.isPending) return <Spinner label={t('card.loading')} />;
  if (!config.data?.cardEnabled || !config.data.publishableKey) {
    return <Alert>{t('errors.paymentsUnavailable')}</Alert>;
  }

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
      <Suspense fallback={<Spinner label={t('card.loading')} />}>
        <CardPaymentPanel
          ref={cardRef}
          publishableKey={config.data.publishableKey}
          amountCents={booking.amounts.totalCents}
          language={language}
        />
      </Suspense>
      {problem && <Alert>{'key' in problem ? t(`errors.${problem.key}`) : problem.text}</Alert>}
      <BusyButton
        icon={CreditCard}
        label={t('card.pay', { amount: total })}
        busyLabel={t('card.processing')}
        busy={paying}
        size="lg"
        className="w-full"
        onClick={() => void submit()}
      />
    </div>
  );
}
