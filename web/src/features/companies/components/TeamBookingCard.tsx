import { ChevronDown, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { formatWholeNumber } from '@/lib/format/number';
import { formatQuebecDate, formatQuebecDateTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTeamBooking } from '../api/get-team-booking';
import { invoicePdfUrl } from '../api/invoice-files';
import type { Company, TeamBooking } from '../api/types';
import { SeatList } from './SeatList';
import { TeamPaymentDue } from './TeamPaymentDue';

/** Each card's heading carries it: "Load more" focuses the first new one. */
export const TEAM_BOOKING_HEADING = '[data-team-booking]';

/** The seats of a team booking, read when they are first shown (mounted only then). */
function Seats({ companyId, teamBookingId }: { companyId: number; teamBookingId: number }) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const details = useTeamBooking(companyId, teamBookingId);
  if (details.isError && !details.data) {
    return (
      <LoadError
        message={t('teamBookings.seatsLoadError')}
        retryLabel={t('retry')}
        onRetry={() => void details.refetch()}
        retrying={details.isRefetching}
      />
    );
  }
  if (!details.data) {
    return (
      <div className="flex justify-center py-3">
        <Spinner label={t('teamBookings.seatsLoading')} className="[&_svg]:size-6" />
      </div>
    );
  }
  const { seats } = details.data;
  const count = t('seats.count', {
    count: seats.length,
    shown: formatWholeNumber(seats.length, language),
  });
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900" data-testid="seat-count">
        {count}
      </p>
      <SeatList seats={seats} label={count} team={{ companyId, teamBookingId }} />
    </div>
  );
}

/**
 * A team booking: the course, the session's date and place, the payment (by card and unpaid, what
 * is due and "Pay now"), the invoice with its PDF, and its attendees on demand.
 */
export function TeamBookingCard({
  company,
  teamBooking,
}: {
  company: Company;
  teamBooking: TeamBooking;
}) {
  const companyId = company.id;
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const headingId = useId();
  const seatsId = useId();
  const [open, setOpen] = useState(false);
  const title = teamBooking.courseTitle[language] || teamBooking.courseTitle.fr;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="team-booking"
      className="space-y-3 rounded-xl border border-surface-strong p-4"
    >
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <h3
          id={headingId}
          data-team-booking=""
          tabIndex={-1}
          className="font-semibold text-slate-900"
        >
          {title}
        </h3>
        <p className="text-sm text-slate-700">
          {formatQuebecDateTime(teamBooking.startsAt, language)} · {teamBooking.location}
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t('teamBookings.payment')}</dt>
          <dd className="text-slate-900">
            {t(`teamBookings.paymentMethods.${teamBooking.paymentMethod}`)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('teamBookings.invoice')}</dt>
          <dd className="text-slate-900">
            {teamBooking.invoiceId === null ? (
              t('teamBookings.noInvoice')
            ) : (
              <a
                href={invoicePdfUrl(companyId, teamBooking.invoiceId)}
                download
                aria-label={t('teamBookings.downloadInvoice', {
                  number: teamBooking.invoiceNumber,
                })}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                data-testid="team-invoice"
              >
                {teamBooking.invoiceNumber}
                <Download aria-hidden="true" className="size-4" />
              </a>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('teamBookings.bookedOn')}</dt>
          <dd className="text-slate-900">{formatQuebecDate(teamBooking.createdAt, language)}</dd>
        </div>
      </dl>
      {teamBooking.paymentMethod === 'card' && teamBooking.invoiceId === null && (
        <TeamPaymentDue company={company} teamBooking={teamBooking} />
      )}
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3"
        aria-expanded={open}
        aria-controls={seatsId}
        onClick={() => setOpen(!open)}
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
        {open ? t('teamBookings.hideSeats') : t('teamBookings.showSeats')}
      </Button>
      {open && (
        <div id={seatsId}>
          <Seats companyId={companyId} teamBookingId={teamBooking.id} />
        </div>
      )}
    </article>
  );
}
