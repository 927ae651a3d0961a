import { ApiError } from '@/lib/api/api-error';
import { makeWaitlistEntry } from '@/test/waitlist';
import { entryState, isOpen, leaveErrorKey } from './entry-state';

describe('the state of a place in a waiting list', () => {
  it('is its status, and booked once an offer has no seat left to book', () => {
    expect(entryState(makeWaitlistEntry())).toBe('waiting');
    expect(entryState(makeWaitlistEntry({ status: 'offered', seatsHeld: 2 }))).toBe('offered');
    expect(entryState(makeWaitlistEntry({ status: 'offered', seatsHeld: 0 }))).toBe('booked');
    expect(entryState(makeWaitlistEntry({ status: 'expired', position: null }))).toBe('expired');
  });

  it('can be left while waiting or offered only', () => {
    expect(isOpen('waiting')).toBe(true);
    expect(isOpen('offered')).toBe(true);
    for (const state of ['booked', 'declined', 'expired', 'removed', 'left'] as const) {
      expect(isOpen(state)).toBe(false);
    }
  });

  it('says why leaving failed', () => {
    expect(leaveErrorKey(new ApiError(409, 'invalid-transition', 'x'))).toBe('changed');
    expect(leaveErrorKey(new ApiError(0, 'network-error', 'x'))).toBe('network');
    expect(leaveErrorKey(new ApiError(500, 'internal', 'x'))).toBe('actionFailed');
    expect(leaveErrorKey(new Error('x'))).toBe('actionFailed');
  });
});
