import { toLanguage } from '@/lib/i18n/languages';
import { groupDigits } from './number';

/**
 * Formats an amount in cents of Canadian dollars: "1 234,50 $" in French, "$1,234.50" in English,
 * exactly as Intl's fr-CA and en-CA currency formats do (the tests compare them). Written out
 * (decision 030): a page's first Intl formatter costs a phone tens of milliseconds of its start,
 * and the catalogue, a course and the booking form all show prices from their first render.
 */
export function formatMoney(cents: number, language: string | undefined): string {
  const rounded = Math.round(cents);
  const absolute = Math.abs(rounded);
  const sign = rounded < 0 ? '-' : '';
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return toLanguage(language) === 'en'
    ? `${sign}$${groupDigits(whole, ',')}.${fraction}`
    : `${sign}${groupDigits(whole, '\u00a0')},${fraction}\u00a0$`;
}
