import { intlLocale } from '@/lib/i18n/languages';
import { numberFormat } from '@/lib/format/intl';

/** Formats an amount in cents of Canadian dollars: "150,00 $" in French, "$150.00" in English. */
export function formatMoney(cents: number, language: string | undefined): string {
  return numberFormat(intlLocale(language), { style: 'currency', currency: 'CAD' }).format(
    cents / 100,
  );
}
