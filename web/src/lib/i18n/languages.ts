export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language to use for a possibly unsupported or regional code ('en-US' → 'en'). */
export function toLanguage(code: string | undefined): Language {
  const base = code?.split('-')[0]?.toLowerCase();
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** The Intl locale for a language: Canadian French and Canadian English. */
export function intlLocale(language: string | undefined): 'fr-CA' | 'en-CA' {
  return toLanguage(language) === 'en' ? 'en-CA' : 'fr-CA';
}
