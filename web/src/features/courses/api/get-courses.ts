import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { courseKeys } from '@/lib/api/course-keys';
import type { CatalogueFilters, Course } from '@/lib/api/course-types';
import type { Language } from '@/lib/i18n/languages';

export async function getCourses(
  language: Language,
  { category, q }: CatalogueFilters,
  signal?: AbortSignal,
): Promise<Course[]> {
  const params = new URLSearchParams({ lang: language });
  if (category) params.set('category', category);
  if (q.trim()) params.set('q', q.trim());
  const { courses } = await api.get<{ courses: Course[] }>(`/api/courses?${params}`, signal);
  return courses;
}

export const coursesQuery = (language: Language, filters: CatalogueFilters) =>
  queryOptions({
    queryKey: courseKeys.list(language, filters),
    queryFn: ({ signal }) => getCourses(language, filters, signal),
  });

/** The published catalogue in `language`, filtered on the server; keeps showing the last list while a new search loads. */
export function useCourses(language: Language, filters: CatalogueFilters) {
  return useQuery({ ...coursesQuery(language, filters), placeholderData: keepPreviousData });
}
