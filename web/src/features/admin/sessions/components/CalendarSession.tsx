import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressTrack } from '@/components/ui/ProgressTrack';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatQuebecTime } from '@/lib/format/quebec-time';
import { formatSessionDays, formatTimeRange, sessionDaysOf } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminSession } from '../api/types';
import { sessionBookingsPath } from '../session-links';
import { SessionFactPills, useSessionFactsLabel } from './SessionFacts';
import {
  RosterActions,
  RosterBadge,
  SessionInstructors,
  smallAction,
  StaffingAction,
} from './SessionStaff';

/** What the office does to a session from the calendar. */
export interface CalendarActions {
  /** Reopens a session's signed attendance list. */
  onReopen: (session: AdminSession) => void;
  /** Books a person on a session, one already given too. */
  onBook: (session: AdminSession) => void;
  /** Offers a session to instructors. */
  onStaff: (session: AdminSession) => void;
}

interface CalendarSessionProps extends CalendarActions {
  session: AdminSession;
  /** Which of the session's days the calendar shows it on (0: its first). */
  dayIndex?: number;
}

/**
 * One session on one of its days in the calendar: that day's start (and which day of how many),
 * course and seats taken out of its capacity, with a bar (amber once full), its instructors (none,
 * in amber), a mark once its attendance list is signed, and whether it is private, in English or
 * waits on its minimum (or was decided); a cancelled one greyed, struck and labelled. A link to its
 * bookings, whose name says it all, and under it the links to its attendance list and, once
 * signed, to reopen it, the booking of a person and its offer to instructors.
 */
export function CalendarSession({
  session,
  dayIndex = 0,
  onReopen,
  onBook,
  onStaff,
}: CalendarSessionProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const cancelled = session.status === 'cancelled';
  const full = !cancelled && session.seatsTaken >= session.capacity;
  const signed = session.roster === 'finalized';
  const days = sessionDaysOf(session);
  const day = days[dayIndex] ?? days[0];
  const start = day ? formatQuebecTime(day.startsAt, language) : '';
  const dayOf =
    days.length > 1
      ? t('sessions.calendar.dayOf', { number: dayIndex + 1, total: days.length })
      : null;
  const details = {
    date: day ? formatCalendarDate(day.date, language, 'full') : '',
    time: [day ? formatTimeRange(day.startsAt, day.endsAt, language) : '', dayOf]
      .filter(Boolean)
      .join(', '),
    course: session.course.title,
  };
  const instructors =
    session.instructors.length === 0
      ? t('sessions.calendar.noInstructorLabel')
      : t('sessions.calendar.instructorsLabel', {
          count: session.instructors.length,
          names: session.instructors.map((instructor) => instructor.name).join(', '),
        });
  const facts = useSessionFactsLabel(session);
  const label = cancelled
    ? [t('sessions.calendar.cancelledLabel', details), ...facts].join(', ')
    : [
        t('sessions.calendar.sessionLabel', {
          ...details,
          seats: t('sessions.calendar.seatsLabel', {
            count: session.seatsTaken,
            capacity: session.capacity,
          }),
          instructors,
        }),
        signed ? t('sessions.calendar.signedLabel') : '',
        ...facts,
      ]
        .filter(Boolean)
        .join(', ');
  return (
    <div
      className={`rounded-md border text-xs leading-snug ${
        cancelled
          ? 'border-slate-200 bg-slate-100 text-slate-600'
          : 'border-slate-200 bg-white text-slate-800 hover:border-brand-600'
      }`}
    >
      <Link
        to={sessionBookingsPath(session.id)}
        aria-label={label}
        data-testid="calendar-session"
        className={`block rounded-md px-2 py-1.5 ${cancelled ? '' : 'hover:bg-brand-50'}`}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {start}
          </span>

          <span className="whitespace-nowrap tabular-nums">
            {t('sessions.seats', { taken: session.seatsTaken, capacity: session.capacity })}
          </span>
        </div>
        <div
          className={`mt-0.5 font-medium [overflow-wrap:anywhere] @4xl:line-clamp-3 ${cancelled ? 'line-through' : ''}`}
        >
          {session.course.title}
        </div>
        {dayOf && <div className="mt-0.5 text-slate-600 first-letter:uppercase">{dayOf}</div>}
        <div className="mt-0.5 text-slate-600 [overflow-wrap:anywhere] @4xl:hidden">
          {session.location}
        </div>
        {cancelled ? (
          <div className="mt-1 flex flex-wrap gap-1">
            <span className="inline-block rounded-full bg-white px-2 py-px font-semibold text-slate-700 ring-1 ring-slate-700/20 ring-inset">
              {t('sessions.cancelled')}
            </span>
            <SessionFactPills session={session} compact />
          </div>
        ) : (
          <>
            <div className="mt-0.5 text-slate-700 [overflow-wrap:anywhere]">
              <SessionInstructors instructors={session.instructors} compact />
            </div>
            <div className="mt-1 flex flex-wrap gap-1 empty:hidden">
              {signed && <RosterBadge />}
              <SessionFactPills session={session} compact />
            </div>
            <div aria-hidden="true" className="mt-1.5">
              <ProgressTrack
                value={session.capacity > 0 ? (session.seatsTaken / session.capacity) * 100 : 0}
                className="h-1.5 bg-slate-200"
                fillClassName={full ? 'bg-pending-700' : 'bg-success-600'}
              />
            </div>
          </>
        )}
      </Link>
      {!cancelled && (
        <div className="border-t border-slate-200 px-2 py-0.5">
          <RosterActions session={session} onReopen={onReopen} />
          <button
            type="button"
            onClick={() => onBook(session)}
            aria-label={t('sessions.book.openLabel', {
              course: session.course.title,
              date: formatSessionDays(session, language, 'short').dates,
            })}
            className={smallAction}
          >
            <UserPlus aria-hidden="true" className="size-3.5 shrink-0" />
            {t('sessions.book.open')}
          </button>
          <StaffingAction session={session} onStaff={onStaff} />
        </div>
      )}
    </div>
  );
}
