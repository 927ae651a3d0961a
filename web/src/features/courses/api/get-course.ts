import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { courseKeys } from '@/lib/api/course-keys';
import type { Course } from '@/lib/api/course-types';
import type { Language } from '@/lib/i18n/languages';

/** One course by its id or its slug (404 not-found when unknown or unpublished). */
export async function getCourse(
  language: Language,
  idOrSlug: string,
  signal?: AbortSignal,
): Promise<Course> {
  const { course } = await api.get<ResponseBody<'/api/courses/{id}'>>(
    `/api/courses/${encodeURIComponent(idOrSlug)}?lang=${language}`,
    signal,
  );
  return course;
}

export const courseQuery = (language: Language, idOrSlug: string) =>
  queryOptions({
    queryKey: courseKeys.detail(language, idOrSlug),
    queryFn: ({ signal }) => getCourse(language, idOrSlug, signal),
  });

export function useCourse(language: Language, idOrSlug: string | null) {
  return useQuery({ ...courseQuery(language, idOrSlug ?? ''), enabled: Boolean(idOrSlug) });
}
