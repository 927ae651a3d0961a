import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Language } from '@/lib/i18n/languages';

/** How many courses the home page highlights: the first ones of the catalogue. */
export const FEATURED_COUNT = 6;

/** The fields of a catalogue course that the home page shows. */
export interface FeaturedCourse {
  id: number;
  slug: string;
  title: string;
  description: string;
  priceCents: number;
  durationHours: number;
  certificationLevel: string;
  category: 'emergency-medicine' | 'professional-development';
  image: string;
}

export async function getFeaturedCourses(
  language: Language,
  signal?: AbortSignal,
): Promise<FeaturedCourse[]> {
  const { courses } = await api.get<{ courses: FeaturedCourse[] }>(
    `/api/courses?lang=${language}`,
    signal,
  );
  return courses.slice(0, FEATURED_COUNT);
}

/** Under the 'courses' key, so that any change to the catalogue refreshes it too. */
export const featuredCoursesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['courses', 'featured', language] as const,
    queryFn: ({ signal }) => getFeaturedCourses(language, signal),
  });

export function useFeaturedCourses(language: Language) {
  return useQuery(featuredCoursesQuery(language));
}
