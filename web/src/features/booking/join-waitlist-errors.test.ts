import { ApiError } from '@/lib/api/api-error';
import { joinWaitlistErrorOutcome } from './join-waitlist-errors';

const conflict = (code: string) => new ApiError(409, code, code);

describe('the waiting list form’s answer to a refusal', () => {
  it('puts each refused field’s message under it, and nothing above', () => {
    const error = new ApiError(400, 'validation-failed', 'invalid', {
      firstName: 'required',
      email: 'invalid-email',
      lastName: 'too-long',
      seats: 'out-of-range',
      language: 'invalid-language',
    });
    expect(joinWaitlistErrorOutcome(error)).toEqual({
      fields: {
        firstName: 'firstNameRequired',
        email: 'emailInvalid',
        lastName: 'tooLong',
        seats: 'seatsInvalid',
      },
      form: null,
      refreshSessions: false,
    });
  });

  it('says why a session cannot be waited for, and reads the sessions again when seats changed', () => {
    expect(joinWaitlistErrorOutcome(conflict('session-not-full'))).toEqual({
      fields: {},
      form: 'sessionNotFull',
      refreshSessions: true,
    });
    expect(joinWaitlistErrorOutcome(conflict('session-unavailable'))).toMatchObject({
      form: 'sessionUnavailable',
      refreshSessions: true,
    });
    expect(joinWaitlistErrorOutcome(conflict('already-waiting'))).toMatchObject({
      form: 'alreadyWaiting',
      refreshSessions: false,
    });
  });

  it('tells a rate limit, a lost connection and anything else apart', () => {
    expect(joinWaitlistErrorOutcome(new ApiError(429, 'rate-limited', 'x')).form).toBe(
      'rateLimited',
    );
    expect(joinWaitlistErrorOutcome(new ApiError(0, 'network-error', 'x')).form).toBe('network');
    expect(joinWaitlistErrorOutcome(new ApiError(500, 'internal', 'x')).form).toBe('failed');
    expect(joinWaitlistErrorOutcome(new Error('boom')).form).toBe('failed');
  });
});
