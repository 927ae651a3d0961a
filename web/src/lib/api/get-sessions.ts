import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { courseKeys } from './course-keys';
import { embeddedData } from './initial-data';
import type { ResponseBody } from './types';

type Sessions = ResponseBody<'/api/courses/{id}/sessions'>;

const sessionsPath = (courseId: number) => `/api/courses/${courseId}/sessions`;

/**
 * GET /api/courses/{id}/sessions: the upcoming sessions of a course, soonest first, with seats
 * left, read fresh from the database (another instance's booking may be a second old in memory).
 */
export async function getSessions(courseId: number, signal?: AbortSignal) {
  const { sessions } = await api.getFresh<Sessions>(sessionsPath(courseId), signal);
  return sessions;
}

export const sessionsQuery = (courseId: number) =>
  queryOptions({
    queryKey: courseKeys.sessions(courseId),
    queryFn: ({ signal }) => getSessions(courseId, signal),
    // Seats go fast: always ask again when the course is picked again (and after the page's
    // embedded answer has been shown).
    staleTime: 0,
    ...embeddedData(sessionsPath(courseId), (body: Sessions) => body.sessions),
  });

export function useSessions(courseId: number | null) {
  return useQuery({ ...sessionsQuery(courseId ?? 0), enabled: courseId !== null });
}
