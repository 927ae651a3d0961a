import { toLanguage } from '@/lib/i18n/languages';
import { formatCalendarDay, formatQuebecTime, quebecDateOf, type DayStyle } from './quebec-time';

/** One day of a session (the API's SessionDay): its Quebec date, its start and end with offset. */
export interface SessionDay {
  date: string;
  startsAt: string;
  endsAt: string;
}

/**
 * A session as the API sends it: its first start, last end and its days (a booking's session
 * may come without them: it is then the one day its start and end make).
 */
export interface DatedSession {
  startsAt: string;
  endsAt: string;
  days?: readonly SessionDay[];
}

/** A session's days, in order: those it names, or the one day its start and end make. */
export function sessionDaysOf(session: DatedSession): readonly SessionDay[] {
  if (session.days && session.days.length > 0) return session.days;
  return [
    { date: quebecDateOf(session.startsAt), startsAt: session.startsAt, endsAt: session.endsAt },
  ];
}

/** "de 9 h 00 à 16 h 00" / "from 9:00 a.m. to 4:00 p.m.", in Quebec time. */
export function formatTimeRange(
  startsAt: string,
  endsAt: string,
  language: string | undefined,
): string {
  const start = formatQuebecTime(startsAt, language);
  const end = formatQuebecTime(endsAt, language);
  return toLanguage(language) === 'en' ? `from ${start} to ${end}` : `de ${start} à ${end}`;
}

/** "A, B et C" / "A, B and C", as Intl's fr-CA and en-CA lists of things write them. */
function joinList(items: readonly string[], language: string | undefined): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = toLanguage(language) === 'en' ? 'and' : 'et';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** A session's days as people read them (see formatSessionDays). */
export interface SessionDaysText {
  /**
   * Every date in one phrase, the year once at the end when they share it: « mardi 1 décembre et
   * mercredi 2 décembre 2026 » / "Tuesday, December 1 and Wednesday, December 2, 2026".
   */
  dates: string;
  /** The hours when every day has the same ones (« de 9 h 00 à 16 h 00 »), else null. */
  hours: string | null;
  /** Each day, written as in `dates`, with its hours. */
  days: readonly { date: string; hours: string }[];
  /**
   * All of it in one line: the dates and their hours (« mardi 1 décembre et mercredi 2 décembre
   * 2026, de 9 h 00 à 16 h 00 »), or each day with its own (« mardi 1 décembre, de 8 h 30 à 16 h 30 ;
   * mercredi 2 décembre 2026, de 9 h 00 à 12 h 00 »).
   */
  text: string;
}

/**
 * A session's days and hours in Quebec time, in the page's language: 'long' days with their
 * weekday (public pages, the booking), 'short' ones for the office's dense tables (« 1 déc. et
 * 2 déc. 2026 »). Written out without Intl, as quebec-time.ts (decision 030).
 */
export function formatSessionDays(
  session: DatedSession,
  language: string | undefined,
  style: DayStyle = 'long',
): SessionDaysText {
  const days = sessionDaysOf(session);
  const year = (day: SessionDay) => day.date.slice(0, 4);
  const oneYear = days.every((day) => year(day) === year(days[0] ?? day));
  const written = days.map((day, index) => ({
    date: formatCalendarDay(day.date, language, style, !oneYear || index === days.length - 1),
    hours: formatTimeRange(day.startsAt, day.endsAt, language),
  }));
  const dates = joinList(
    written.map((day) => day.date),
    language,
  );
  const first = written[0]?.hours ?? '';
  const hours = written.every((day) => day.hours === first) ? first : null;
  const separator = toLanguage(language) === 'en' ? '; ' : '\u202f; ';
  const text =
    hours !== null
      ? `${dates}, ${hours}`
      : written.map((day) => `${day.date}, ${day.hours}`).join(separator);
  return { dates, hours, days: written, text };
}
