import { ApiError } from '@/lib/api/api-error';
import { messagesFromServer, type ReasonMessages } from '@/lib/forms/server-errors';
import type { BookingErrorKey, BookingField } from './schema';

/** The form field of each field name the server reports. */
const fieldOfServer: Record<string, BookingField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  courseId: 'courseId',
  sessionId: 'sessionId',
  preferredDate: 'preferredDate',
  specialRequests: 'specialRequests',
  paymentMethod: 'paymentMethod',
  promoCode: 'promoCode',
};

const requiredKey: Partial<Record<BookingField, BookingErrorKey>> = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
  email: 'emailRequired',
  courseId: 'courseRequired',
  sessionId: 'sessionRequired',
  paymentMethod: 'paymentMethodRequired',
  promoCode: 'promoCodeRequired',
};

/** Why the server refuses a promo code (the booking's, or one checked before booking). */
const promoKeyOfReason: Record<string, BookingErrorKey> = {
  'unknown-code': 'promoUnknown',
  'not-yet-valid': 'promoNotYetValid',
  expired: 'promoExpired',
  'not-for-this-course': 'promoNotForCourse',
  'used-up': 'promoUsedUp',
  'already-used': 'promoAlreadyUsed',
};

/** How the booking form words the server's reasons. */
const bookingMessages: ReasonMessages<BookingField, BookingErrorKey> = {
  reasons: {
    'too-long': 'tooLong',
    'invalid-email': 'emailInvalid',
    'invalid-phone': 'phoneInvalid',
    'invalid-date': 'dateInvalid',
    'in-the-past': 'dateInPast',
    'free-course': 'freeCourse',
    // The session's deadline for cash or Interac has passed and the office refuses late payments.
    'too-late': 'paymentMethodTooLate',
  },
  required: requiredKey,
  byField: {
    promoCode: (reason) =>
      reason === 'required' ? undefined : (promoKeyOfReason[reason] ?? 'promoUnknown'),
  },
  fallback: 'invalid',
};

export interface BookingErrorOutcome {
  /** Messages to put under fields. */
  fields: Partial<Record<BookingField, BookingErrorKey>>;
  /** The banner above the submit button. */
  form: BookingErrorKey;
  /** The seats changed under the visitor's feet: read the sessions again. */
  refreshSessions: boolean;
}

const formKeyOfCode: Record<string, BookingErrorKey> = {
  'session-full': 'sessionFull',
  'session-unavailable': 'sessionUnavailable',
  'course-unavailable': 'courseUnavailable',
  'payments-unavailable': 'paymentsUnavailable',
  'rate-limited': 'rateLimited',
  'storage-unavailable': 'storageUnavailable',
  'network-error': 'network',
  'offer-unavailable': 'offerUnavailable',
};

/** What to show for a failed POST /api/bookings. */
export function bookingErrorOutcome(error: unknown): BookingErrorOutcome {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'submit', refreshSessions: false };
  const fields = messagesFromServer(error.fields, fieldOfServer, bookingMessages);
  const refreshSessions =
    error.code === 'session-full' ||
    error.code === 'session-unavailable' ||
    // The seat the waiting list held is gone: the session is full again.
    error.code === 'offer-unavailable' ||
    // Asked for a session when the page offered a date: the list changed.
    'sessionId' in fields;
  const tooLate = fields.paymentMethod === 'paymentMethodTooLate';
  const form = formKeyOfCode[error.code] ?? (tooLate ? 'paymentMethodTooLate' : 'submit');
  return { fields, form, refreshSessions };
}

/** What to say at the promo code field when checking a code (POST /api/promo-codes/check) failed. */
export function promoCheckErrorKey(error: unknown): BookingErrorKey {
  if (!(error instanceof ApiError)) return 'promoCheckFailed';
  const reason = error.fields.promoCode ?? error.fields.code;
  if (reason)
    return reason === 'required'
      ? 'promoCodeRequired'
      : (promoKeyOfReason[reason] ?? 'promoUnknown');
  if (error.fields.courseId) return 'promoCodeNoCourse';
  if (error.status === 404) return 'courseUnavailable';
  if (error.status === 429) return 'promoRateLimited';
  if (error.code === 'network-error') return 'network';
  return 'promoCheckFailed';
}
