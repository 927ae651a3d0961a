import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminSessionKeys } from './keys';

/**
 * Every active instructor for a session's staffing, the fittest first: whether they are free then
 * (and why not), qualified for its course, teach in its language, already teach it, and the offer
 * made to them. 404 for a session that does not exist.
 */
export async function getInstructorCandidates(sessionId: number, signal?: AbortSignal) {
  const { candidates } = await api.get<
    ResponseBody<'/api/admin/sessions/{id}/instructor-candidates'>
  >(`/api/admin/sessions/${sessionId}/instructor-candidates`, signal);
  return candidates;
}

export const instructorCandidatesQuery = (sessionId: number) =>
  queryOptions({
    queryKey: adminSessionKeys.candidates(sessionId),
    queryFn: ({ signal }) => getInstructorCandidates(sessionId, signal),
    // Availability and offers change all the time: read on every opening.
    staleTime: 0,
  });

export function useInstructorCandidates(sessionId: number) {
  return useQuery(instructorCandidatesQuery(sessionId));
}
