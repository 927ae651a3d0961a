import { formatTimeOfDay } from '@/lib/format/dates';
import { toLanguage } from '@/lib/i18n/languages';

/**
 * Courses take place in Quebec: their dates and times are shown in Quebec time.
 *
 * Written out rather than by Intl (decision 030): a page's first Intl formatter loads the browser's
 * locale data, tens of milliseconds on a phone in the middle of the booking page's start. Quebec
 * keeps Eastern time with the North American rule in force since 2007: UTC-4 from the second
 * Sunday of March at 2:00 to the first Sunday of November at 2:00, UTC-5 otherwise. The tests
 * compare every function here with Intl's America/Montreal, month by month over decades.
 */
export const QUEBEC_TIME_ZONE = 'America/Montreal';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The day of the month of a month's `nth` Sunday (month 0-11). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/** Minutes to add to UTC to get Quebec time at that instant (-300 in winter, -240 in summer). */
function quebecOffsetMinutes(instant: Date): number {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  // 2:00 EST is 7:00 UTC; 2:00 EDT is 6:00 UTC.
  const summerStarts = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const summerEnds = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  return time >= summerStarts && time < summerEnds ? -240 : -300;
}

/** The wall-clock fields of an instant in Quebec (weekday 0 is Sunday). */
function quebecFields(instant: Date) {
  const local = new Date(
    Math.floor(instant.getTime() / 1000) * 1000 + quebecOffsetMinutes(instant) * 60_000,
  );
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const names = {
  fr: {
    weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    shortMonths: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juill.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
  },
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ],
  },
} as const;

/** Today's date in Quebec, as YYYY-MM-DD. */
export function todayInQuebec(now = new Date()): string {
  const f = quebecFields(now);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
}

/** The Quebec calendar date (YYYY-MM-DD) of an instant. */
export function quebecDateOf(value: string | Date): string {
  return todayInQuebec(typeof value === 'string' ? new Date(value) : value);
}

/** The Quebec wall-clock time (HH:MM) of an instant. */
export function quebecTimeOf(value: string | Date): string {
  const f = quebecFields(typeof value === 'string' ? new Date(value) : value);
  return `${pad(f.hour)}:${pad(f.minute)}`;
}

/**
 * A Quebec date (YYYY-MM-DD) and wall-clock time (HH:MM) as ISO 8601 with the offset in force
 * then: ('2026-12-05', '09:00') → '2026-12-05T09:00:00-05:00'.
 */
export function quebecWallTimeToIso(date: string, time: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let offset = quebecOffsetMinutes(new Date(guess));
  const corrected = quebecOffsetMinutes(new Date(guess - offset * 60_000));
  if (corrected !== offset) offset = corrected;
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${date}T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/**
 * How a day is written: 'long' with its weekday ("samedi 5 décembre 2026", formatQuebecDay),
 * 'short' for dense tables ("5 déc. 2026", formatQuebecDate).
 */
export type DayStyle = 'long' | 'short';

/** A day's fields written in `style`, with its year or without it ("samedi 5 décembre"). */
function writeDay(
  f: { year: number; month: number; day: number; weekday: number },
  language: string | undefined,
  style: DayStyle,
  withYear: boolean,
): string {
  const language_ = toLanguage(language);
  const english = language_ === 'en';
  const { weekdays, months, shortMonths } = names[language_];
  if (style === 'short') {
    const month = shortMonths[f.month - 1] ?? '';
    const day = english ? `${month} ${f.day}` : `${f.day} ${month}`;
    if (!withYear) return day;
    return english ? `${day}, ${f.year}` : `${day} ${f.year}`;
  }
  const weekday = weekdays[f.weekday] ?? '';
  const month = months[f.month - 1] ?? '';
  const day = english ? `${weekday}, ${month} ${f.day}` : `${weekday} ${f.day} ${month}`;
  if (!withYear) return day;
  return english ? `${day}, ${f.year}` : `${day} ${f.year}`;
}

/** "samedi 5 décembre 2026" / "Saturday, December 5, 2026", in Quebec time. */
export function formatQuebecDay(value: string, language: string | undefined): string {
  return writeDay(quebecFields(new Date(value)), language, 'long', true);
}

/**
 * A Quebec calendar date (YYYY-MM-DD, a session's day) written as formatQuebecDay ('long') or
 * formatQuebecDate ('short') write one, its year left out when `withYear` is false.
 */
export function formatCalendarDay(
  date: string,
  language: string | undefined,
  style: DayStyle = 'long',
  withYear = true,
): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return writeDay({ year, month, day, weekday }, language, style, withYear);
}

/** "9 h 00" / "9:00 a.m.", in Quebec time, never broken across two lines. */
export function formatQuebecTime(value: string, language: string | undefined): string {
  const f = quebecFields(new Date(value));
  return formatTimeOfDay(f.hour, f.minute, language);
}

/** "samedi 5 décembre 2026, 9 h 00" / "Saturday, December 5, 2026, 9:00 a.m.", in Quebec time. */
export function formatQuebecDateTime(value: string, language: string | undefined): string {
  return `${formatQuebecDay(value, language)}, ${formatQuebecTime(value, language)}`;
}

/** "5 déc. 2026" / "Dec 5, 2026": the Quebec calendar date of an instant, short. */
export function formatQuebecDate(value: string, language: string | undefined): string {
  return writeDay(quebecFields(new Date(value)), language, 'short', true);
}

/** "5 déc. 2026, 9 h 00" / "Dec 5, 2026, 9:00 a.m.": an instant in Quebec time, short. */
export function formatQuebecMoment(value: string, language: string | undefined): string {
  return `${formatQuebecDate(value, language)}, ${formatQuebecTime(value, language)}`;
}
