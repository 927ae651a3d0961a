import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { bookingErrorOutcome, promoCheckErrorKey } from './server-errors';

const refused = (fields: Record<string, string>) =>
  new ApiError(400, 'validation', 'Invalid', fields);

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

  it('says a seat offered from the waiting list is gone, and reads the sessions again', () => {
    const error = new ApiError(409, 'offer-unavailable', 'Lapsed.');
    expect(bookingErrorOutcome(error)).toEqual({
      fields: {},
      form: 'offerUnavailable',
      refreshSessions: true,
    });
  });

  it('puts a refused promo code on its field, with the reason', () => {
    expect(bookingErrorOutcome(refused({ promoCode: 'used-up' })).fields).toEqual({
      promoCode: 'promoUsedUp',
    });
    expect(bookingErrorOutcome(refused({ promoCode: 'already-used' })).fields).toEqual({
      promoCode: 'promoAlreadyUsed',
    });
    expect(bookingErrorOutcome(refused({ promoCode: 'something-new' })).fields).toEqual({
      promoCode: 'promoUnknown',
    });
  });

  it('says a method is too late for the session when the office refuses late payments', () => {
    expect(bookingErrorOutcome(refused({ paymentMethod: 'too-late' }))).toEqual({
      fields: { paymentMethod: 'paymentMethodTooLate' },
      form: 'paymentMethodTooLate',
      refreshSessions: false,
    });
  });

  it('says a 100 % code leaves nothing to pay by card', () => {
    expect(bookingErrorOutcome(refused({ paymentMethod: 'free-course' })).fields).toEqual({
      paymentMethod: 'freeCourse',
    });
  });
});

describe('promoCheckErrorKey', () => {
  it('gives each reason the server refuses a code for its own message', () => {
    const reasons = {
      'unknown-code': 'promoUnknown',
      'not-yet-valid': 'promoNotYetValid',
      expired: 'promoExpired',
      'not-for-this-course': 'promoNotForCourse',
      'used-up': 'promoUsedUp',
      'already-used': 'promoAlreadyUsed',
    };
    for (const [reason, key] of Object.entries(reasons)) {
      expect({ reason, key: promoCheckErrorKey(refused({ promoCode: reason })) }).toEqual({
        reason,
        key,
      });
    }
  });

  it('reads a code too long or missing as the field says', () => {
    expect(promoCheckErrorKey(refused({ code: 'too-long' }))).toBe('promoUnknown');
    expect(promoCheckErrorKey(refused({ code: 'required' }))).toBe('promoCodeRequired');
    expect(promoCheckErrorKey(refused({ courseId: 'required' }))).toBe('promoCodeNoCourse');
  });

  it('tells a course gone, too many tries and a lost connection apart', () => {
    expect(promoCheckErrorKey(new ApiError(404, 'course-unavailable', 'Gone'))).toBe(
      'courseUnavailable',
    );
    expect(promoCheckErrorKey(new ApiError(429, 'rate-limited', 'Slow down', {}, 60))).toBe(
      'promoRateLimited',
    );
    expect(promoCheckErrorKey(new ApiError(0, 'network-error', 'Offline'))).toBe('network');
    expect(promoCheckErrorKey(new ApiError(503, 'storage-unavailable', 'Down'))).toBe(
      'promoCheckFailed',
    );
    expect(promoCheckErrorKey(new Error('boom'))).toBe('promoCheckFailed');
  });
});
