import { apiFetch } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { RosterEntryRequest } from './types';

/**
 * Records an attendee's check-in, result or note; answers the attendee as recorded. Setting values
 * already there answers 200 (a retried tap is never applied twice). 409 roster-finalized,
 * roster-changed (`version` is not the entry's and the values differ) or attendance-required
 * (passed, remediation or failed without present or late).
 */
export async function updateRosterEntry(
  sessionId: number,
  bookingId: number,
  request: RosterEntryRequest,
  signal?: AbortSignal,
) {
  const { attendee } = await apiFetch<
    ResponseBody<'/api/instructor/sessions/{id}/roster/{bookingId}', 'patch'>
  >(`/api/instructor/sessions/${sessionId}/roster/${bookingId}`, {
    method: 'PATCH',
    body: request,
    signal,
  });
  return attendee;
}
