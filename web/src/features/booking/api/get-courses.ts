import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Language } from '@/lib/i18n/languages';
import { bookingKeys } from './keys';
import type { BookableCourse } from './types';

/** The published catalogue, for the course drop-down. */
export async function getBookableCourses(
  language: Language,
  signal?: AbortSignal,
): Promise<BookableCourse[]> {
  const { courses } = await api.get<{ courses: BookableCourse[] }>(
    `/api/courses?lang=${language}`,
    signal,
  );
  return courses;
}

export const bookableCoursesQuery = (language: Language) =>
  queryOptions({
    queryKey: bookingKeys.courses(language),
    queryFn: ({ signal }) => getBookableCourses(language, signal),
  });

/** Keeps the previous list while another language loads, so the form stays filled in. */
export function useBookableCourses(language: Language) {
  return useQuery({ ...bookableCoursesQuery(language), placeholderData: keepPreviousData });
}
