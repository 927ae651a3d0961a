import { dateTimeFormat } from '@/lib/format/intl';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { sessionDaysOf } from '@/lib/format/session-days';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminSession } from '../api/types';
import { isInPeriod, periodDays, type CalendarPeriod } from '../calendar-period';
import { CalendarSession, type CalendarActions } from './CalendarSession';

interface CalendarGridProps extends CalendarActions {
  /** The period shown, in whole weeks from Monday. */
  period: CalendarPeriod;
  sessions: readonly AdminSession[];
  today: string;
  /** The element whose text names the grid (the period's heading). */
  labelledBy: string;
}

/** A day written YYYY-MM-DD, at noon UTC: what Intl formats as that day whatever the zone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The period's days with their sessions (one over several days on each of them), each day a
 * heading and its list of sessions. In a box of 56rem or more (a desktop), a grid of seven
 * columns, Monday first, under the weekdays' names; narrower (a phone), an agenda of the period's
 * days that have sessions, each titled with its full date.
 */
export function CalendarGrid({
  period,
  sessions,
  today,
  labelledBy,
  ...actions
}: CalendarGridProps) {
  const days = periodDays(period);
  const language = useLanguage();
  const weekday = dateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' });
  // A session over several days shows on each of them, in the order of that day's starts.
  const byDay = new Map<string, { session: AdminSession; index: number; startsAt: number }[]>();
  for (const session of sessions) {
    sessionDaysOf(session).forEach((day, index) => {
      const entry = { session, index, startsAt: Date.parse(day.startsAt) };
      byDay.set(day.date, [...(byDay.get(day.date) ?? []), entry]);
    });
  }
  for (const entries of byDay.values()) entries.sort((a, b) => a.startsAt - b.startsAt);

  return (
    <div className="@container">
      <div
        aria-hidden="true"
        className="hidden grid-cols-7 gap-px pb-1 text-center text-xs font-semibold tracking-wide text-slate-600 uppercase @4xl:grid"
      >
        {days.slice(0, 7).map((day) => (
          <div key={day}>{weekday.format(noonOf(day))}</div>
        ))}
      </div>
      <ol
        aria-labelledby={labelledBy}
        className="space-y-3 @4xl:grid @4xl:grid-cols-7 @4xl:gap-px @4xl:space-y-0 @4xl:overflow-hidden @4xl:rounded-2xl @4xl:border @4xl:border-surface-strong @4xl:bg-surface-strong"
      >
        {days.map((day) => {
          const daySessions = byDay.get(day) ?? [];
          const inPeriod = isInPeriod(period, day);
          const isToday = day === today;
          return (
            <li
              key={day}
              aria-current={isToday ? 'date' : undefined}
              data-testid="calendar-day"
              className={`min-w-0 rounded-2xl border border-surface-strong bg-white p-3 @4xl:rounded-none @4xl:border-0 @4xl:p-1.5 ${
                period.kind === 'week' ? '@4xl:min-h-64' : '@4xl:min-h-28'
              } ${inPeriod ? '' : '@4xl:bg-slate-50'} ${
                inPeriod && daySessions.length > 0 ? '' : '@max-4xl:hidden'
              }`}
            >
              <h3 className="font-semibold text-slate-900 @4xl:text-right @4xl:text-sm">
                <span className="@4xl:sr-only">{formatCalendarDate(day, language, 'full')}</span>
                <span
                  aria-hidden="true"
                  className={`hidden size-7 items-center justify-center rounded-full @4xl:inline-flex ${
                    isToday ? 'bg-brand-600 text-white' : inPeriod ? '' : 'text-slate-600'
                  }`}
                >
                  {Number(day.slice(8))}
                </span>
              </h3>
              {daySessions.length > 0 && (
                <ul className="mt-2 space-y-2 @4xl:mt-1 @4xl:space-y-1">
                  {daySessions.map(({ session, index }) => (
                    <li key={`${session.id}-${index}`}>
                      <CalendarSession session={session} dayIndex={index} {...actions} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
