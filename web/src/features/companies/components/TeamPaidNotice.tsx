import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
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
        <a
          href={invoicePdfUrl(companyId, invoiceId)}
          download
          aria-label={t('teamBookings.downloadInvoice', { number: invoiceNumber })}
          className="mt-2 inline-flex items-center gap-1 font-semibold underline underline-offset-2"
        >
          <Download aria-hidden="true" className="size-4 shrink-0" />
          {t('teamSuccess.invoicePdf', { number: invoiceNumber })}
        </a>
      )}
    </Alert>
  );
}
