import { intlLocale, toLanguage } from '@/lib/i18n/languages';
import { dateTimeFormat } from '@/lib/format/intl';

/**
 * A wall-clock time of day, "15 h 30" in French and "3:30 p.m." in English, never broken across two
 * lines. Written out rather than by Intl: opening hours are on every page, and making their
 * formatter cost a phone tens of milliseconds of the page's start.
 */
export function formatTimeOfDay(hours: number, minutes: number, language: string | undefined) {
  const minute = String(minutes).padStart(2, '0');
  if (toLanguage(language) === 'en') {
    const hour = hours % 12 === 0 ? 12 : hours % 12;
    return `${hour}:${minute}\u00a0${hours < 12 ? 'a.m.' : 'p.m.'}`;
  }
  return `${hours}\u00a0h\u00a0${minute}`;
}

/** A calendar date, "1 mars 2025" in French and "March 1, 2025" in English. */
export function formatDate(value: Date | string, language: string | undefined): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(date);
}
