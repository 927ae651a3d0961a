import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@/lib/i18n/languages';
import { api } from './client';
import { courseKeys } from './course-keys';
import { embeddedData } from './initial-data';
import type { CatalogueFilters, Course } from './course-types';
import type { ResponseBody } from './types';

/** The whole catalogue: no category, no search. */
export const ALL_COURSES: CatalogueFilters = { category: '', q: '' };

type Catalogue = ResponseBody<'/api/courses'>;

/** The address of the catalogue: `/api/courses?lang=fr` for the whole of it (the server embeds that one). */
function coursesPath(language: Language, { category, q }: CatalogueFilters): string {
  const params = new URLSearchParams({ lang: language });
  if (category) params.set('category', category);
  if (q.trim()) params.set('q', q.trim());
  return `/api/courses?${params}`;
}

/** GET /api/courses: the published catalogue in `language`, filtered on the server. */
export async function getCourses(
  language: Language,
  filters: CatalogueFilters = ALL_COURSES,
  signal?: AbortSignal,
): Promise<Course[]> {
  const { courses } = await api.get<Catalogue>(coursesPath(language, filters), signal);
  return courses;
}

/** Under the 'courses' key, so that any change to the catalogue refreshes every list. */
export const coursesQuery = (language: Language, filters: CatalogueFilters = ALL_COURSES) =>
  queryOptions({
    queryKey: courseKeys.list(language, filters),
    queryFn: ({ signal }) => getCourses(language, filters, signal),
    ...embeddedData(coursesPath(language, filters), (body: Catalogue) => body.courses),
  });

/**
 * The catalogue; keeps showing the last list while another search or language loads, so lists
 * and forms stay filled in.
 */
export function useCourses(language: Language, filters: CatalogueFilters = ALL_COURSES) {
  return useQuery({ ...coursesQuery(language, filters), placeholderData: keepPreviousData });
}
