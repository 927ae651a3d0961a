import { intlLocale } from '@/lib/i18n/languages';
import { dateTimeFormat } from '@/lib/format/intl';

/**
 * How long a calendar date is written: 'full' for a day to come (a session, a deadline:
 * "samedi 5 décembre 2026"), 'long' for a document's date ("5 décembre 2026"), 'medium' in dense
 * tables ("5 déc. 2026").
 */
export type CalendarDateStyle = 'full' | 'long' | 'medium';

/**
 * A calendar date of the API (YYYY-MM-DD, or the date part of a longer value) in the page's
 * language. Read as a day, not an instant: no time zone can move it to the day before. A value
 * that is no date is given back as it is.
 */
export function formatCalendarDate(
  value: string,
  language: string | undefined,
  style: CalendarDateStyle = 'long',
): string {
  const [year = 0, month = 1, day = 1] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(intlLocale(language), {
    dateStyle: style,
    timeZone: 'UTC',
  }).format(date);
}

const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD) as a count of days, to subtract one from another. */
function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The calendar date `days` days after `date` (both YYYY-MM-DD; before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `today` to `date` (both YYYY-MM-DD): 0 on the day itself, below 0 once past. */
export function daysUntil(date: string, today: string): number {
  return dayNumber(date) - dayNumber(today);
}
