import type { Language } from '@/lib/i18n/languages';

export const adminStudentKeys = {
  all: ['admin-students'] as const,
  lists: ['admin-students', 'list'] as const,
  list: (q: string) => ['admin-students', 'list', q] as const,
  detail: (id: number) => ['admin-students', 'detail', id] as const,
  detailIn: (id: number, language: Language) => ['admin-students', 'detail', id, language] as const,
};
