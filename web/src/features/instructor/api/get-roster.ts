import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { instructorKeys } from './keys';

/**
 * A session's roster, for its instructors and the office: 404 to another instructor, 403 to a
 * student.
 */
export function getRoster(sessionId: number, signal?: AbortSignal) {
  return api.get<ResponseBody<'/api/instructor/sessions/{id}/roster'>>(
    `/api/instructor/sessions/${sessionId}/roster`,
    signal,
  );
}

export const rosterQuery = (sessionId: number) =>
  queryOptions({
    queryKey: instructorKeys.roster(sessionId),
    queryFn: ({ signal }) => getRoster(sessionId, signal),
    // Another device (a co-instructor, the office) may change it: read on every visit.
    staleTime: 0,
  });

export function useRoster(sessionId: number) {
  return useQuery(rosterQuery(sessionId));
}
