import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OfficeContact } from '@/components/OfficeContact';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { formatWholeNumber } from '@/lib/format/number';
import { formatQuebecDateTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { NextFirstAidSession, WorkplaceCompliance } from '../api/types';
import { MAX_TEAM_SEATS } from '../team-booking-schema';
import type { TeamBookingStart } from './TeamBookingForm';

/** The first-aiders missing over every shift of every workplace (seats booked already count). */
export const missingFirstAiders = (workplaces: readonly WorkplaceCompliance[]) =>
  workplaces
    .flatMap((workplace) => workplace.shifts)
    .reduce((sum, shift) => sum + shift.missing, 0);

interface BookMissingProps {
  workplaces: readonly WorkplaceCompliance[];
  session: NextFirstAidSession | null;
  onBook: (start: TeamBookingStart) => void;
}

/**
 * When first-aiders are missing: "Book the missing seats" opens the team booking form on the next
 * first-aid session, with as many seats to name later as are missing (up to its seats left);
 * without a session, whom to call.
 */
export function BookMissing({ workplaces, session, onBook }: BookMissingProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const missing = missingFirstAiders(workplaces);
  if (missing === 0) return null;

  if (!session) {
    return (
      <Alert tone="info">
        <p>{t('bookMissing.noSession')}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-2">
          <OfficeContact by="email" />
          <OfficeContact by="phone" iconClassName="ml-2" />
        </p>
      </Alert>
    );
  }

  const seats = Math.min(missing, session.seatsLeft, MAX_TEAM_SEATS);
  return (
    <div
      data-testid="book-missing"
      className="flex flex-col gap-3 rounded-xl border border-surface-strong bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-700">
        {t('bookMissing.next', {
          date: formatQuebecDateTime(session.startsAt, language),
          count: seats,
          shown: formatWholeNumber(seats, language),
        })}
      </p>
      <Button
        className="w-full shrink-0 sm:w-auto"
        onClick={() =>
          onBook({ courseId: session.courseId, sessionId: session.sessionId, unnamed: seats })
        }
      >
        <CalendarPlus aria-hidden="true" className="size-5" />
        {t('bookMissing.book')}
      </Button>
    </div>
  );
}
