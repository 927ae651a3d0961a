import type { Language } from '@/lib/i18n/languages';

// "5000", "5 000", "5000.5", "5 000,50", "5000 $": a comma or a point before at most two decimals.
const AMOUNT = /^(\d+)(?:[.,](\d{1,2}))?$/;

/** An amount typed in dollars, as integer cents, or null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f$]/g, '');
  const match = AMOUNT.exec(compact);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Cents as the admin would type them: "5000" or "5000,50" in French, "5000.50" in English. */
export function centsToInput(cents: number, language: Language): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(whole);
  return `${whole}${language === 'fr' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}
