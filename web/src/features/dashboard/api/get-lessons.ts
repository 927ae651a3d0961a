import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import type { Lesson } from './types';

/** The lessons of one of the student's enrolled courses, in order. */
export async function getLessons(enrollmentId: number, signal?: AbortSignal): Promise<Lesson[]> {
  const { lessons } = await api.get<{ lessons: Lesson[] }>(
    `/api/me/enrollments/${enrollmentId}/lessons`,
    signal,
  );
  return [...lessons].sort((a, b) => a.position - b.position);
}

export const lessonsQuery = (enrollmentId: number) =>
  queryOptions({
    queryKey: dashboardKeys.lessons(enrollmentId),
    queryFn: ({ signal }) => getLessons(enrollmentId, signal),
  });

export function useLessons(enrollmentId: number) {
  return useQuery(lessonsQuery(enrollmentId));
}
