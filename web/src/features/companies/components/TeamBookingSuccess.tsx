import { UsersRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DownloadLink } from '@/components/ui/DownloadLink';
import { FocusHeading } from '@/components/ui/FocusHeading';
import { buttonClasses } from '@/components/ui/button-styles';
import { formatWholeNumber } from '@/lib/format/number';
import { formatQuebecDateTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTeamBooking } from '../api/get-team-booking';
import { invoicePdfUrl } from '../api/invoice-files';
import type { Company, TeamBookingDetails } from '../api/types';
import { SeatList } from './SeatList';
import { TeamCardPayment } from './TeamCardPayment';

/** The card step of the team just booked, as the server has it now (its hold may lapse). */
function HeldTeamPayment({ company, booked }: { company: Company; booked: TeamBookingDetails }) {
  const details = useTeamBooking(company.id, booked.teamBooking.id).data ?? booked;
  return (
    <TeamCardPayment companyId={company.id} details={details} billingEmail={company.billingEmail} />
  );
}

interface TeamBookingSuccessProps {
  company: Company;
  booked: TeamBookingDetails;
  onAnother: () => void;
  onClose: () => void;
}

/**
 * A team booked: what was booked, the invoice sent and its PDF (by card, the card step: the seats
 * are held for the payment), and each seat. It takes the focus in place of the form, so that a
 * screen reader reads it at once.
 */
export function TeamBookingSuccess({
  company,
  booked,
  onAnother,
  onClose,
}: TeamBookingSuccessProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const { teamBooking, seats } = booked;
  const held = booked.cardPayment !== null;

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="space-y-4" data-testid="team-booked">
      <FocusHeading
        level={4}
        ref={heading}
        className={`flex items-center gap-2 text-base font-bold ${held ? 'text-slate-900' : 'text-success-600'}`}
      >
        <UsersRound aria-hidden="true" className="size-5 shrink-0" />
        {held ? t('teamPayment.heldTitle') : t('teamSuccess.title')}
      </FocusHeading>
      <Alert tone={held ? 'info' : 'success'}>
        <p className="[overflow-wrap:anywhere]">
          {t('teamSuccess.summary', {
            count: seats.length,
            shown: formatWholeNumber(seats.length, language),
            course: teamBooking.courseTitle[language] || teamBooking.courseTitle.fr,
            date: formatQuebecDateTime(teamBooking.startsAt, language),
            location: teamBooking.location,
          })}
        </p>
        {teamBooking.invoiceNumber && (
          <p className="mt-1 [overflow-wrap:anywhere]">
            {t('teamSuccess.invoice', {
              number: teamBooking.invoiceNumber,
              email: company.billingEmail,
            })}
          </p>
        )}
      </Alert>
      {held && <HeldTeamPayment company={company} booked={booked} />}
      <SeatList seats={seats} label={t('teamSuccess.seats')} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {teamBooking.invoiceId !== null && (
          <DownloadLink
            href={invoicePdfUrl(company.id, teamBooking.invoiceId)}
            text={t('teamSuccess.invoicePdf', { number: teamBooking.invoiceNumber })}
            label={t('teamBookings.downloadInvoice', { number: teamBooking.invoiceNumber })}
            className={buttonClasses('secondary')}
            iconClassName="size-5 shrink-0"
          />
        )}
        <Button variant="secondary" onClick={onAnother}>
          {t('teamSuccess.another')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('teamSuccess.close')}
        </Button>
      </div>
    </div>
  );
}
