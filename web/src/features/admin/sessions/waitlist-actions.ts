import { ApiError } from '@/lib/api/api-error';
import type { AdminWaitlistEntry } from './api/types';

/** What the office can do with a place in a waiting list. */
export type WaitlistAction = 'offer' | 'skip' | 'remove';

/**
 * The actions a place allows, as the server does: seats are offered to someone waiting; someone
 * waiting or holding an offer can be sent to the end of the line or taken out of it. The line of a
 * cancelled session has no seat to offer nor order to keep: its people can only be taken out.
 */
export function waitlistActions(
  entry: Pick<AdminWaitlistEntry, 'status'>,
  sessionCancelled = false,
): WaitlistAction[] {
  if (entry.status !== 'waiting' && entry.status !== 'offered') return [];
  if (sessionCancelled) return ['remove'];
  return entry.status === 'waiting' ? ['offer', 'skip', 'remove'] : ['skip', 'remove'];
}

/** Why an action was refused: a key of adminBookings:sessions.waitlist.errors. */
export function waitlistErrorKey(error: unknown): 'sessionFull' | 'changed' | 'network' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'session-full') return 'sessionFull';
  if (error.code === 'invalid-transition' || error.status === 404) return 'changed';
  if (error.code === 'network-error') return 'network';
  return 'failed';
}
