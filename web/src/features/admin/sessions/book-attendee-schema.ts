import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { PERSON_FIELDS } from '@/lib/forms/person-fields';
import { contactFields } from '@/lib/forms/rules';
import { messagesFromServer, type ReasonMessages } from '@/lib/forms/server-errors';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { Resources } from '@/lib/i18n/resources';
import type { OfficeBookingRequest } from './api/types';

/** Keys of adminBookings:sessions.book.errors; the form keeps keys and translates them on display. */
export type BookAttendeeErrorKey = keyof Resources['adminBookings']['sessions']['book']['errors'];

const message = (key: BookAttendeeErrorKey) => ({ error: key });

/** How a person booked by the office pays: at the office, never by card (its holder pays that). */
export const OFFICE_PAYMENT_METHODS = ['cash', 'interac'] as const;

/**
 * The office's booking of a person on a session: who (names, email, optional phone), the language
 * of their emails, how they pay and what they ask for; the server's rules
 * (POST /api/admin/sessions/{id}/bookings).
 */
export const bookAttendeeSchema = z.object({
  ...contactFields(),
  language: z.enum(LANGUAGES, message('invalid')),
  paymentMethod: z.enum(OFFICE_PAYMENT_METHODS, message('paymentMethodRequired')),
  specialRequests: z.string().trim().max(2000, message('tooLong')),
});

export type BookAttendeeInput = z.input<typeof bookAttendeeSchema>;
export type BookAttendeeValues = z.output<typeof bookAttendeeSchema>;

/** The form's fields, top to bottom: the first one in error gets the focus. */
export const bookAttendeeFields = [
  ...PERSON_FIELDS,
  'language',
  'paymentMethod',
  'specialRequests',
] as const satisfies readonly (keyof BookAttendeeInput)[];

type BookAttendeeField = (typeof bookAttendeeFields)[number];

/** The request: the optional fields only when filled in. */
export function toOfficeBooking(values: BookAttendeeValues): OfficeBookingRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone || undefined,
    specialRequests: values.specialRequests || undefined,
    paymentMethod: values.paymentMethod,
    language: values.language,
  };
}

/** How the form words the server's reasons. */
const bookAttendeeMessages: ReasonMessages<BookAttendeeField, BookAttendeeErrorKey> = {
  reasons: {
    'too-long': 'tooLong',
    'invalid-email': 'emailInvalid',
    'invalid-phone': 'phoneInvalid',
  },
  required: {
    firstName: 'firstNameRequired',
    lastName: 'lastNameRequired',
    email: 'emailRequired',
  },
  // Not cash or Interac, or missing: the choice is the fix.
  byField: { paymentMethod: () => 'paymentMethodRequired' },
  fallback: 'invalid',
};

const formKeyOfCode: Partial<Record<string, BookAttendeeErrorKey>> = {
  'session-full': 'sessionFull',
  'session-unavailable': 'sessionUnavailable',
  'not-found': 'notFound',
};

/** What a refused booking shows: messages under fields, and the one above the buttons (or null). */
export function bookAttendeeErrorOutcome(error: unknown): {
  fields: Partial<Record<BookAttendeeField, BookAttendeeErrorKey>>;
  form: BookAttendeeErrorKey | null;
} {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'failed' };
  const fields = messagesFromServer(error.fields, bookAttendeeFields, bookAttendeeMessages);
  const known = formKeyOfCode[error.code];
  return { fields, form: known ?? (Object.keys(fields).length > 0 ? null : 'failed') };
}
