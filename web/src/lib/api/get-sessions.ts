import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { courseKeys } from './course-keys';
import type { ResponseBody } from './types';

/** GET /api/courses/{id}/sessions: the upcoming sessions of a course, soonest first, with seats left. */
export async function getSessions(courseId: number, signal?: AbortSignal) {
  const { sessions } = await api.get<ResponseBody<'/api/courses/{id}/sessions'>>(
    `/api/courses/${courseId}/sessions`,
    signal,
  );
  return sessions;
}

export const sessionsQuery = (courseId: number) =>
  queryOptions({
    queryKey: courseKeys.sessions(courseId),
    queryFn: ({ signal }) => getSessions(courseId, signal),
    // Seats go fast: always ask again when the course is picked again.
    staleTime: 0,
  });

export function useSessions(courseId: number | null) {
  return useQuery({ ...sessionsQuery(courseId ?? 0), enabled: courseId !== null });
}
