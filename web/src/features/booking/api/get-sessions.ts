import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { bookingKeys } from './keys';

/** The upcoming sessions of a course, soonest first. */
export async function getSessions(courseId: number, signal?: AbortSignal) {
  const { sessions } = await api.get<ResponseBody<'/api/courses/{id}/sessions'>>(
    `/api/courses/${courseId}/sessions`,
    signal,
  );
  return sessions;
}

export const sessionsQuery = (courseId: number) =>
  queryOptions({
    queryKey: bookingKeys.sessions(courseId),
    queryFn: ({ signal }) => getSessions(courseId, signal),
    // Seats go fast: always ask again when the course is picked again.
    staleTime: 0,
  });

export function useSessions(courseId: number | null) {
  return useQuery({ ...sessionsQuery(courseId ?? 0), enabled: courseId !== null });
}
