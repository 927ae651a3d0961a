import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { bookingErrorOutcome } from './server-errors';

describe('bookingErrorOutcome', () => {
  it('says that nothing was saved when the server cannot write (503 storage-unavailable)', () => {
    const error = new ApiError(
      503,
      'storage-unavailable',
      'The server cannot save anything right now.',
    );
    expect(bookingErrorOutcome(error)).toEqual({
      fields: {},
      form: 'storageUnavailable',
      refreshSessions: false,
    });
  });

  it('reads the sessions again when the chosen one filled up', () => {
    const error = new ApiError(409, 'session-full', 'Full.');
    expect(bookingErrorOutcome(error)).toMatchObject({
      form: 'sessionFull',
      refreshSessions: true,
    });
  });
});
