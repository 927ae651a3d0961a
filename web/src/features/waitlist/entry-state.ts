import { ApiError } from '@/lib/api/api-error';
import type { WaitlistEntry } from '@/lib/api/get-waitlist-entry';

/** What the waiting list page shows of a place. */
export type EntryState = WaitlistEntry['status'];

/** The page's state for `entry`: its status, an offer whose seats are all booked being booked. */
export function entryState(entry: WaitlistEntry): EntryState {
  return entry.status === 'offered' && entry.seatsHeld <= 0 ? 'booked' : entry.status;
}

/** Whether the place can still be left (waiting) or its offer declined (offered). */
export const isOpen = (state: EntryState): state is 'waiting' | 'offered' =>
  state === 'waiting' || state === 'offered';

/** What to say when leaving or declining failed: the key of waitlist:page. */
export function leaveErrorKey(error: unknown): 'changed' | 'network' | 'actionFailed' {
  if (error instanceof ApiError && error.code === 'invalid-transition') return 'changed';
  if (error instanceof ApiError && error.code === 'network-error') return 'network';
  return 'actionFailed';
}
