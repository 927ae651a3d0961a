import { toLanguage } from '@/lib/i18n/languages';

const units = {
  fr: ['o', 'Ko', 'Mo', 'Go', 'To'],
  en: ['B', 'KB', 'MB', 'GB', 'TB'],
} as const;

/**
 * A size in bytes with its unit, in steps of 1,024 as the site counts its limits: "1,2 Go" in
 * French (a no-break space), "1.2 GB" in English. One decimal under 100 (none when it is zero),
 * whole numbers above. Written out rather than by Intl (decision 030).
 */
export function formatBytes(bytes: number, language: string | undefined): string {
  const names = units[toLanguage(language)];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < names.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB is written 1 MB, not "1 024 KB".
  if (unit < names.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  const decimal = toLanguage(language) === 'fr' ? ',' : '.';
  const number = String(rounded).replace('.', decimal);
  const space = toLanguage(language) === 'fr' ? '\u00a0' : ' ';
  return `${number}${space}${names[unit]}`;
}
