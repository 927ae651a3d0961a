import type { Schemas } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';

/** The About page's editable texts in one language (four distinction points, three expertise points). */
export type AboutContent = Schemas['About'];

/** The page in both languages, as admins read and write it. */
export type AboutPageContent = Schemas['AboutPage'];

export const aboutKeys = {
  all: ['about'] as const,
  language: (language: Language) => ['about', 'public', language] as const,
  admin: ['about', 'admin'] as const,
};
