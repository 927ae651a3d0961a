import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { DownloadLink } from '@/components/ui/DownloadLink';
import { invoicePdfUrl } from '../api/invoice-files';
import type { TeamBookingDetails } from '../api/types';

interface TeamPaidNoticeProps {
  companyId: number;
  details: TeamBookingDetails;
  billingEmail: string;
}

/** A team paid by card: where its receipt went, and its paid invoice's PDF. */
export function TeamPaidNotice({ companyId, details, billingEmail }: TeamPaidNoticeProps) {
  const { t } = useTranslation('companies');
  const { invoiceId, invoiceNumber } = details.teamBooking;
  return (
    <Alert tone="success">
      <p className="[overflow-wrap:anywhere]">{t('teamPayment.paid', { email: billingEmail })}</p>
      {invoiceId !== null && (
        <DownloadLink
          href={invoicePdfUrl(companyId, invoiceId)}
          text={t('teamSuccess.invoicePdf', { number: invoiceNumber })}
          label={t('teamBookings.downloadInvoice', { number: invoiceNumber })}
          className="mt-2 inline-flex items-center gap-1 font-semibold underline underline-offset-2"
          iconClassName="size-4 shrink-0"
        />
      )}
    </Alert>
  );
}
