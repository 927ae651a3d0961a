import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Language } from '@/lib/i18n/languages';
import { adminSessionKeys } from './keys';
import type { CourseOption } from './types';

interface AdminCourseRow {
  id: number;
  title: Record<Language, string>;
  archived: boolean;
}

/** The courses that can get sessions (not archived), titled in `language`. */
export async function getCourseOptions(
  language: Language,
  signal?: AbortSignal,
): Promise<CourseOption[]> {
  const { courses } = await api.get<{ courses: AdminCourseRow[] }>('/api/admin/courses', signal);
  return courses
    .filter((course) => !course.archived)
    .map((course) => ({ id: course.id, title: course.title[language] || course.title.fr }))
    .sort((a, b) => a.title.localeCompare(b.title, language));
}

export const courseOptionsQuery = (language: Language) =>
  queryOptions({
    queryKey: adminSessionKeys.courses(language),
    queryFn: ({ signal }) => getCourseOptions(language, signal),
  });

export function useCourseOptions(language: Language, enabled = true) {
  return useQuery({ ...courseOptionsQuery(language), enabled });
}
