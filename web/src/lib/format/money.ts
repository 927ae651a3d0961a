import { intlLocale } from '@/lib/i18n/languages';

/** Formats an amount in cents of Canadian dollars: "150,00 $" in French, "$150.00" in English. */
export function formatMoney(cents: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'CAD' }).format(
    cents / 100,
  );
}
