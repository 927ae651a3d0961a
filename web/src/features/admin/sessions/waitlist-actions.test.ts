import { ApiError } from '@/lib/api/api-error';
import { waitlistActions, waitlistErrorKey } from './waitlist-actions';

describe('the office’s actions on a waiting list', () => {
  it('offers seats to someone waiting, and skips or removes whoever is still in the line', () => {
    expect(waitlistActions({ status: 'waiting' })).toEqual(['offer', 'skip', 'remove']);
    expect(waitlistActions({ status: 'offered' })).toEqual(['skip', 'remove']);
    for (const status of ['booked', 'declined', 'expired', 'removed', 'left'] as const) {
      expect(waitlistActions({ status })).toEqual([]);
    }
  });

  it('only takes people out of a cancelled session’s line', () => {
    expect(waitlistActions({ status: 'waiting' }, true)).toEqual(['remove']);
    expect(waitlistActions({ status: 'offered' }, true)).toEqual(['remove']);
    expect(waitlistActions({ status: 'left' }, true)).toEqual([]);
  });

  it('says why an action was refused', () => {
    expect(waitlistErrorKey(new ApiError(409, 'session-full', 'x'))).toBe('sessionFull');
    expect(waitlistErrorKey(new ApiError(409, 'invalid-transition', 'x'))).toBe('changed');
    expect(waitlistErrorKey(new ApiError(404, 'not-found', 'x'))).toBe('changed');
    expect(waitlistErrorKey(new ApiError(0, 'network-error', 'x'))).toBe('network');
    expect(waitlistErrorKey(new ApiError(500, 'internal', 'x'))).toBe('failed');
    expect(waitlistErrorKey(new Error('x'))).toBe('failed');
  });
});
