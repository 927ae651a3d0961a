import type { Language } from '@/lib/i18n/languages';

/** The About page's editable texts in one language. */
export interface AboutContent {
  companyName: string;
  companyTagline: string;
  companyDescription: string;
  distinctionTitle: string;
  /** Always four. */
  distinctionPoints: string[];
  expertiseTitle: string;
  /** Always three. */
  expertisePoints: string[];
  commitmentTitle: string;
  commitmentDescription: string;
}

/** The page in both languages, as admins read and write it. */
export type AboutPageContent = Record<Language, AboutContent>;

export const aboutKeys = {
  all: ['about'] as const,
  language: (language: Language) => ['about', 'public', language] as const,
  admin: ['about', 'admin'] as const,
};
