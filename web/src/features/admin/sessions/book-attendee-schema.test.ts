import { ApiError } from '@/lib/api/api-error';
import {
  bookAttendeeErrorOutcome,
  bookAttendeeSchema,
  toOfficeBooking,
  type BookAttendeeInput,
} from './book-attendee-schema';

const filled: BookAttendeeInput = {
  firstName: ' Marie ',
  lastName: 'Tremblay',
  email: 'marie@example.com',
  phone: '',
  language: 'fr',
  paymentMethod: 'cash',
  specialRequests: '',
};

/** The message keys of the refused fields, by field. */
const problems = (input: Partial<BookAttendeeInput>) =>
  Object.fromEntries(
    (bookAttendeeSchema.safeParse({ ...filled, ...input }).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the office’s booking form', () => {
  it('wants the names, a valid email and a payment method', () => {
    expect(
      problems({ firstName: ' ', lastName: '', email: 'marie@', paymentMethod: undefined }),
    ).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailInvalid',
      paymentMethod: 'paymentMethodRequired',
    });
  });

  it('takes cash or Interac only, never a card', () => {
    expect(problems({ paymentMethod: 'card' as BookAttendeeInput['paymentMethod'] })).toEqual({
      paymentMethod: 'paymentMethodRequired',
    });
    expect(problems({ paymentMethod: 'interac' })).toEqual({});
  });

  it('refuses a phone with letters and requests over 2000 characters', () => {
    expect(problems({ phone: '819 ABC', specialRequests: 'x'.repeat(2001) })).toEqual({
      phone: 'phoneInvalid',
      specialRequests: 'tooLong',
    });
  });

  it('sends the optional fields only when filled in, the text trimmed', () => {
    const values = bookAttendeeSchema.parse(filled);
    expect(toOfficeBooking(values)).toEqual({
      firstName: 'Marie',
      lastName: 'Tremblay',
      email: 'marie@example.com',
      paymentMethod: 'cash',
      language: 'fr',
    });
    const full = bookAttendeeSchema.parse({
      ...filled,
      phone: '819 555-0142',
      language: 'en',
      specialRequests: ' Allergie aux arachides ',
    });
    expect(toOfficeBooking(full)).toMatchObject({
      phone: '819 555-0142',
      language: 'en',
      specialRequests: 'Allergie aux arachides',
    });
  });
});

describe('a booking the server refuses', () => {
  const refusal = (status: number, code: string, fields?: Record<string, string>) =>
    bookAttendeeErrorOutcome(new ApiError(status, code, code, fields));

  it('puts each field’s reason on that field, and nothing above the buttons', () => {
    expect(
      refusal(400, 'validation', {
        email: 'invalid-email',
        lastName: 'required',
        paymentMethod: 'invalid-choice',
        phone: 'invalid-phone',
        firstName: 'too-long',
        language: 'invalid-language',
      }),
    ).toEqual({
      fields: {
        firstName: 'tooLong',
        lastName: 'lastNameRequired',
        email: 'emailInvalid',
        phone: 'phoneInvalid',
        language: 'invalid',
        paymentMethod: 'paymentMethodRequired',
      },
      form: null,
    });
  });

  it('says why a session takes nobody: full, cancelled or gone', () => {
    expect(refusal(409, 'session-full')).toEqual({ fields: {}, form: 'sessionFull' });
    expect(refusal(409, 'session-unavailable')).toEqual({ fields: {}, form: 'sessionUnavailable' });
    expect(refusal(404, 'not-found')).toEqual({ fields: {}, form: 'notFound' });
  });

  it('says the booking failed otherwise', () => {
    expect(refusal(500, 'internal')).toEqual({ fields: {}, form: 'failed' });
    expect(bookAttendeeErrorOutcome(new Error('boom'))).toEqual({ fields: {}, form: 'failed' });
  });
});
