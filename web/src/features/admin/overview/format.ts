import { intlLocale } from '@/lib/i18n/languages';
import { numberFormat } from '@/lib/format/intl';

/** A whole percentage: "78 %" in French, "78%" in English. */
export function formatPercent(value: number, language: string | undefined): string {
  return numberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(value / 100);
}

/** A change in percent with its sign and one decimal: "+12,5 %" / "-3.2%". */
export function formatGrowth(value: number, language: string | undefined): string {
  return numberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value / 100);
}

/** A count: "1 234" in French, "1,234" in English. */
export function formatCount(value: number, language: string | undefined): string {
  return numberFormat(intlLocale(language)).format(value);
}
