import { intlLocale } from '@/lib/i18n/languages';

/** A wall-clock time of day, "15 h 30" in French and "3:30 p.m." in English. */
export function formatTimeOfDay(hours: number, minutes: number, language: string | undefined) {
  const date = new Date(2000, 0, 1, hours, minutes);
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** A calendar date, "1 mars 2025" in French and "March 1, 2025" in English. */
export function formatDate(value: Date | string, language: string | undefined): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(date);
}
