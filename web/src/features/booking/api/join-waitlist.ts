import { api } from '@/lib/api/client';
import type { JoinedWaitlist, WaitlistJoinRequest } from './types';

/**
 * Joins a full session's waiting list; the server mails the rank and the link to the place. Fails
 * with 400 fields, 409 session-not-full (book a seat instead), already-waiting or
 * session-unavailable, or 429 rate-limited.
 */
export const joinWaitlist = (sessionId: number, request: WaitlistJoinRequest) =>
  api.post<JoinedWaitlist>(`/api/sessions/${sessionId}/waitlist`, request);
