import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { dashboardKeys } from './keys';
import type { Lesson } from './types';

/** The lessons of one of the student's enrolled courses, in order. */
export async function getLessons(
  enrollmentId: number,
  language: Language,
  signal?: AbortSignal,
): Promise<Lesson[]> {
  const { lessons } = await api.get<ResponseBody<'/api/me/enrollments/{id}/lessons'>>(
    `/api/me/enrollments/${enrollmentId}/lessons?lang=${language}`,
    signal,
  );
  return [...lessons].sort((a, b) => a.position - b.position);
}

export const lessonsQuery = (enrollmentId: number, language: Language) =>
  queryOptions({
    queryKey: dashboardKeys.lessons(enrollmentId, language),
    queryFn: ({ signal }) => getLessons(enrollmentId, language, signal),
  });

export function useLessons(enrollmentId: number) {
  return useQuery(lessonsQuery(enrollmentId, useLanguage()));
}
