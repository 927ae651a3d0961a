import { toLanguage } from '@/lib/i18n/languages';

/**
 * A course length in hours: "3 h" or "3 h 30" in French, "3 hours" or "3.5 hours" in English (as
 * Intl's en-CA long hour unit writes it; written out, see decision 030).
 */
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
  const rounded = Math.round(hours * 100) / 100;
  const number = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${number} ${rounded === 1 ? 'hour' : 'hours'}`;
}
