import { intlLocale } from '@/lib/i18n/languages';

/** A calendar date given as YYYY-MM-DD, unshifted by time zones: "5 déc. 2026" / "Dec 5, 2026". */
export function formatDay(date: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: 'UTC',
    dateStyle: 'medium',
  }).format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
}
