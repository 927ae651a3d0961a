import type { Language } from '@/lib/i18n/languages';

export const adminOverviewKeys = {
  all: ['admin-overview'] as const,
  detail: (language: Language) => ['admin-overview', language] as const,
};
