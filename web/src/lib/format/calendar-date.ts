import { intlLocale } from '@/lib/i18n/languages';

/**
 * A calendar date of the API (YYYY-MM-DD) as "1 mars 2025" or "March 1, 2025". Read as a day,
 * not an instant: no time zone can move it to the day before.
 */
export function formatCalendarDate(value: string, language: string | undefined): string {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
