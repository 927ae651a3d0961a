import { intlLocale } from '@/lib/i18n/languages';
import { numberFormat } from '@/lib/format/intl';

/** 45 → "45 %" in French, "45%" in English. */
export const formatPercent = (percent: number, language: string | undefined) =>
  numberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percent / 100);

/** 2.5 → "2,5" in French, "2.5" in English. */
export const formatHours = (hours: number, language: string | undefined) =>
  numberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(hours);
