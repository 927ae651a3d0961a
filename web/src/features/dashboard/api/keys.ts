import type { Language } from '@/lib/i18n/languages';

/** Query keys of the student dashboard and its lesson view. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Every language's dashboard (to cancel or invalidate them all). */
  summaries: ['dashboard', 'summary'] as const,
  dashboard: (language: Language) => ['dashboard', 'summary', language] as const,
  bookings: (language: Language) => ['dashboard', 'bookings', language] as const,
  /** What deleting the account would keep (the same in both languages). */
  deletion: ['dashboard', 'deletion'] as const,
  /** The consents given and withdrawn (the same in both languages). */
  consents: ['dashboard', 'consents'] as const,
  lessons: (enrollmentId: number, language: Language) =>
    ['dashboard', 'lessons', enrollmentId, language] as const,
};
