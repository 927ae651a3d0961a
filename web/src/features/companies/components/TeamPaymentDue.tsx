import { Clock, CreditCard, TimerOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { formatQuebecDateTime, formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTeamBooking } from '../api/get-team-booking';
import type { Company, TeamBooking } from '../api/types';
import { TeamCardPayment } from './TeamCardPayment';

interface TeamPaymentDueProps {
  company: Company;
  /** A team booked by card, not paid yet. */
  teamBooking: TeamBooking;
}

/**
 * A team booked by card and not paid: until when its seats are held, and "Pay now", which opens
 * the card step in a dialog; once the hold has lapsed, that the seats were released.
 */
export function TeamPaymentDue({ company, teamBooking }: TeamPaymentDueProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const details = useTeamBooking(company.id, teamBooking.id);
  const [paying, setPaying] = useState(false);
  // When the list was shown: the server lapses holds on its own clock.
  const [now] = useState(Date.now);
  const lapsedNote = useRef<HTMLParagraphElement>(null);
  const wasPaying = useRef(false);

  // The hold lapsed while the dialog was open: its "Pay now" is gone, the note takes the focus.
  useEffect(() => {
    if (paying) {
      wasPaying.current = true;
    } else if (wasPaying.current) {
      wasPaying.current = false;
      lapsedNote.current?.focus();
    }
  }, [paying]);

  if (!details.data) return null;
  const due = details.data.cardPayment;
  const lapsed = due === null || Date.parse(due.holdExpiresAt) <= now;
  const title = teamBooking.courseTitle[language] || teamBooking.courseTitle.fr;
  const when = formatQuebecDateTime(teamBooking.startsAt, language);

  return (
    <>
      {lapsed ? (
        <p
          ref={lapsedNote}
          tabIndex={-1}
          className="flex items-start gap-2 text-sm text-slate-700 focus:outline-none"
          data-testid="team-hold-lapsed"
        >
          <TimerOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('teamPayment.errors.holdExpired')}
        </p>
      ) : (
        <div
          data-testid="team-payment-due"
          className="flex flex-col gap-3 rounded-xl bg-pending-50 p-3 text-sm text-pending-700 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2 font-medium">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('teamBookings.paymentDue', { time: formatQuebecTime(due.holdExpiresAt, language) })}
          </p>
          <Button
            size="sm"
            className="w-full shrink-0 sm:w-auto"
            aria-label={t('teamBookings.payNowFor', { course: title, date: when })}
            onClick={() => setPaying(true)}
          >
            <CreditCard aria-hidden="true" className="size-4" />
            {t('teamBookings.payNow')}
          </Button>
        </div>
      )}
      <Dialog
        open={paying}
        onClose={() => setPaying(false)}
        title={t('teamPayment.dialogTitle')}
        description={`${title} · ${when}`}
        closeLabel={t('teamPayment.close')}
      >
        <TeamCardPayment
          companyId={company.id}
          details={details.data}
          billingEmail={company.billingEmail}
        />
      </Dialog>
    </>
  );
}
