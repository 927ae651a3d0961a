import { toLanguage } from '@/lib/i18n/languages';

/** Digits in groups of three: 1234567 → "1 234 567" with the separator given. */
export function groupDigits(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A whole number as Intl writes it in fr-CA ("12 345", a no-break space) and en-CA ("12,345"),
 * without making a formatter (decision 030): the office's first Intl formatter cost its bookings
 * page 30 ms of its start on the 2-core machine.
 */
export function formatWholeNumber(value: number, language: string | undefined): string {
  const rounded = Math.round(value);
  const digits = groupDigits(Math.abs(rounded), toLanguage(language) === 'en' ? ',' : '\u00a0');
  return rounded < 0 ? `-${digits}` : digits;
}
