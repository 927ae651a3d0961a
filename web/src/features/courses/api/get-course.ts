import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { courseKeys } from '@/lib/api/course-keys';
import { embeddedData } from '@/lib/api/initial-data';
import type { Course } from '@/lib/api/course-types';
import type { Language } from '@/lib/i18n/languages';

type CourseBody = ResponseBody<'/api/courses/{id}'>;

const coursePath = (language: Language, idOrSlug: string) =>
  `/api/courses/${encodeURIComponent(idOrSlug)}?lang=${language}`;

/** One course by its id or its slug (404 not-found when unknown or unpublished). */
export async function getCourse(
  language: Language,
  idOrSlug: string,
  signal?: AbortSignal,
): Promise<Course> {
  const { course } = await api.get<CourseBody>(coursePath(language, idOrSlug), signal);
  return course;
}

export const courseQuery = (language: Language, idOrSlug: string) =>
  queryOptions({
    queryKey: courseKeys.detail(language, idOrSlug),
    queryFn: ({ signal }) => getCourse(language, idOrSlug, signal),
    ...embeddedData(coursePath(language, idOrSlug), (body: CourseBody) => body.course),
  });

export function useCourse(language: Language, idOrSlug: string | null) {
  return useQuery({ ...courseQuery(language, idOrSlug ?? ''), enabled: Boolean(idOrSlug) });
}
