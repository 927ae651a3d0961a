import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PaymentConfirming } from '@/components/payment/PaymentConfirming';
import { Alert } from '@/components/ui/Alert';
import { CloseButton } from '@/components/ui/CloseButton';
import { Spinner } from '@/components/ui/Spinner';
import { formatQuebecDateTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTeamBooking } from '../api/get-team-booking';
import { companyKeys } from '../api/keys';
import type { Company } from '../api/types';
import { TeamCardPayment } from './TeamCardPayment';
import { TeamPaidNotice } from './TeamPaidNotice';

interface TeamPaymentReturnProps {
  company: Company;
  teamBookingId: number;
  /** Back from Stripe with the payment under way: wait for its confirmation. */
  returned: boolean;
  /** Back from Stripe with the payment refused: say so, and offer to pay again. */
  failed: boolean;
  onClose: () => void;
}

/**
 * The payment of the team the address names (?team=): back from Stripe, "received, being
 * confirmed" until the server has Stripe's word (the team then has its paid invoice), then "paid";
 * refused, the error and the card step again while the seats are held.
 */
export function TeamPaymentReturn({
  company,
  teamBookingId,
  returned,
  failed,
  onClose,
}: TeamPaymentReturnProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const headingId = useId();
  const queryClient = useQueryClient();
  const details = useTeamBooking(company.id, teamBookingId, returned);
  const team = details.data?.teamBooking;
  const paid = team !== undefined && team.invoiceId !== null;

  // Paid meanwhile: the list shows the team's invoice, and the invoices the new one.
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({
      queryKey: companyKeys.teamBookings(company.id),
      exact: true,
    });
    void queryClient.invalidateQueries({ queryKey: companyKeys.invoices(company.id) });
  }, [paid, queryClient, company.id]);

  let content;
  if (details.isError && !details.data) {
    content = (
      <LoadError
        message={t('teamPayment.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void details.refetch()}
        retrying={details.isRefetching}
      />
    );
  } else if (!details.data) {
    content = <Spinner label={t('teamPayment.loading')} className="[&_svg]:size-6" />;
  } else if (paid) {
    content = (
      <TeamPaidNotice
        companyId={company.id}
        details={details.data}
        billingEmail={company.billingEmail}
      />
    );
  } else if (returned && details.confirming) {
    content = (
      <PaymentConfirming
        title={t('teamPayment.confirming')}
        text={t('teamPayment.confirmingText')}
      />
    );
  } else if (returned) {
    content = <Alert tone="info">{t('teamPayment.slow', { email: company.billingEmail })}</Alert>;
  } else {
    content = (
      <>
        {failed && <Alert>{t('teamPayment.failed')}</Alert>}
        <TeamCardPayment
          companyId={company.id}
          details={details.data}
          billingEmail={company.billingEmail}
        />
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid="team-payment"
      className="space-y-4 rounded-xl border border-surface-strong p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <h3 id={headingId} className="font-bold text-slate-900">
            {t('teamPayment.title')}
          </h3>
          {team && (
            <p className="text-sm text-slate-700">
              {team.courseTitle[language] || team.courseTitle.fr} ·{' '}
              {formatQuebecDateTime(team.startsAt, language)}
            </p>
          )}
        </div>
        <CloseButton label={t('teamPayment.close')} onClick={onClose} className="shrink-0" />
      </div>
      {content}
    </section>
  );
}
