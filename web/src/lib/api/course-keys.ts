import type { Language } from '@/lib/i18n/languages';
import type { CatalogueFilters } from './course-types';

/**
 * Query keys of course data. Every key starts with 'courses', so a write invalidates them all;
 * public keys include the language, so switching it fetches the other texts.
 */
export const courseKeys = {
  all: ['courses'] as const,
  list: (language: Language, filters: CatalogueFilters) =>
    ['courses', 'list', language, filters] as const,
  detail: (language: Language, idOrSlug: string) =>
    ['courses', 'detail', language, idOrSlug] as const,
  admin: ['courses', 'admin'] as const,
  /** A course's upcoming sessions and their seats left (not language-dependent). */
  sessions: (courseId: number) => ['courses', 'sessions', courseId] as const,
};
