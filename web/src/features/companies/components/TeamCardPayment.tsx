import { CreditCard } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentProblemText } from '@/components/payment/use-payment-problem-text';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Spinner } from '@/components/ui/Spinner';
import { cardKeyOf, usePaymentsConfig } from '@/lib/api/get-payments-config';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { TeamBookingDetails } from '../api/types';
import { useTeamCardPayment, type TeamPaymentProblem } from '../hooks/use-team-card-payment';
import { TeamPaidNotice } from './TeamPaidNotice';

const CardPaymentFields = lazy(() => import('@/components/payment/CardPaymentFields'));

interface TeamCardPaymentProps {
  companyId: number;
  details: TeamBookingDetails;
  billingEmail: string;
}

/**
 * The card step of a team booked by card: the total with taxes, until when the seats are held,
 * Stripe's fields and "Pay". Paid, it says so; once the hold has lapsed, that the seats were
 * released.
 */
export function TeamCardPayment({ companyId, details, billingEmail }: TeamCardPaymentProps) {
  const { t } = useTranslation('companies');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const config = usePaymentsConfig();
  const { cardRef, pay } = useTeamCardPayment(companyId, details.teamBooking.id);
  const problemText = usePaymentProblemText((key: 'holdExpired' | 'paymentsUnavailable') =>
    t(`teamPayment.errors.${key}`),
  );
  const [problem, setProblem] = useState<TeamPaymentProblem | null>(null);
  const [paying, setPaying] = useState(false);
  // When the step opened: the server refuses a lapsed hold anyway.
  const [now] = useState(Date.now);

  if (details.teamBooking.invoiceId !== null) {
    return <TeamPaidNotice companyId={companyId} details={details} billingEmail={billingEmail} />;
  }
  const due = details.cardPayment;
  const lapsed =
    due === null ||
    Date.parse(due.holdExpiresAt) <= now ||
    (problem !== null && 'own' in problem && problem.own === 'holdExpired');
  if (lapsed) return <Alert>{t('teamPayment.errors.holdExpired')}</Alert>;
  if (config.isPending) return <Spinner label={common('cardPayment.loading')} />;
  const publishableKey = cardKeyOf(config.data);
  if (!publishableKey) return <Alert>{t('teamPayment.errors.paymentsUnavailable')}</Alert>;

  async function submit() {
    setProblem(null);
    setPaying(true);
    // Only a failure comes back: on success the browser has left for Stripe's return address.
    setProblem(await pay());
    setPaying(false);
  }

  const amount = formatMoney(due.amountCents, language);
  return (
    <div className="space-y-4" data-testid="team-card-payment">
      <p className="text-base font-semibold text-slate-900">
        {t('teamPayment.amount', { amount })}
      </p>
      <Alert tone="info">
        {t('teamPayment.held', { time: formatQuebecTime(due.holdExpiresAt, language) })}
      </Alert>
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
        {t('teamPayment.secure', { email: billingEmail })}
      </p>
      <Suspense fallback={<Spinner label={common('cardPayment.loading')} />}>
        <CardPaymentFields
          ref={cardRef}
          publishableKey={publishableKey}
          amountCents={due.amountCents}
          language={language}
        />
      </Suspense>
      {problem && <Alert>{problemText(problem)}</Alert>}
      <BusyButton
        icon={CreditCard}
        label={common('cardPayment.pay', { amount })}
        busyLabel={common('cardPayment.processing')}
        busy={paying}
        className="w-full sm:w-auto"
        onClick={() => void submit()}
      />
    </div>
  );
}
