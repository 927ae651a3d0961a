import { intlLocale, toLanguage } from '@/lib/i18n/languages';
import { numberFormat } from '@/lib/format/intl';

/** A course length in hours: "3 h" or "3 h 30" in French, "3 hours" or "3.5 hours" in English. */
export function formatDuration(hours: number, language: string | undefined): string {
  if (toLanguage(language) === 'fr') {
    const totalMinutes = Math.round(hours * 60);
    const whole = Math.floor(totalMinutes / 60);
    const minutes = totalMinutes % 60;
    const nbsp = '\u00a0';
    return minutes === 0
      ? `${whole}${nbsp}h`
      : `${whole}${nbsp}h${nbsp}${String(minutes).padStart(2, '0')}`;
  }
  return numberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 2,
  }).format(hours);
}
