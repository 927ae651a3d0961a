import { bookingSchema, type BookingFormInput } from './schema';

const valid: BookingFormInput = {
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: 'marie@example.com',
  phone: '819 555-0142',
  newsConsent: false,
  courseId: '2',
  sessionId: '',
  preferredDate: '2026-03-10',
  specialRequests: '',
  paymentMethod: 'interac',
};

const onRequest = bookingSchema({ today: '2026-03-10', when: 'date' });
const bySession = bookingSchema({ today: '2026-03-10', when: 'session' });

/** The message key of each field in error. */
function errors(schema: typeof onRequest, input: BookingFormInput) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the booking form schema', () => {
  it('accepts a complete booking on request and trims the texts', () => {
    const result = onRequest.safeParse({ ...valid, firstName: '  Marie ' });
    expect(result.success).toBe(true);
    expect(result.data?.firstName).toBe('Marie');
  });

  it('requires first name, last name, email and course; phone and requests are optional', () => {
    expect(
      errors(onRequest, {
        ...valid,
        firstName: ' ',
        lastName: '',
        email: '',
        courseId: '',
        phone: '',
        specialRequests: '',
      }),
    ).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      courseId: 'courseRequired',
    });
  });

  it('wants an email-shaped email and a phone made of digits', () => {
    expect(errors(onRequest, { ...valid, email: 'marie@', phone: 'call me' })).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    });
  });

  it('refuses a preferred date before today, accepts today and later', () => {
    expect(errors(onRequest, { ...valid, preferredDate: '2026-03-09' })).toEqual({
      preferredDate: 'dateInPast',
    });
    expect(errors(onRequest, { ...valid, preferredDate: '2026-03-10' })).toEqual({});
    expect(errors(onRequest, { ...valid, preferredDate: '2027-01-31' })).toEqual({});
    expect(errors(onRequest, { ...valid, preferredDate: '2026-02-30' })).toEqual({
      preferredDate: 'dateInvalid',
    });
    // Optional: without a date, the office proposes one.
    expect(errors(onRequest, { ...valid, preferredDate: '' })).toEqual({});
    expect(errors(onRequest, { ...valid, preferredDate: '   ' })).toEqual({});
  });

  it('asks for a session instead of a date when the course has sessions', () => {
    expect(errors(bySession, { ...valid, preferredDate: '' })).toEqual({
      sessionId: 'sessionRequired',
    });
    expect(errors(bySession, { ...valid, preferredDate: '', sessionId: '12' })).toEqual({});
  });

  it('books with or without the news and reminders, as the box says', () => {
    expect(onRequest.parse(valid).newsConsent).toBe(false);
    expect(onRequest.parse({ ...valid, newsConsent: true }).newsConsent).toBe(true);
  });

  it('knows only card, Interac and cash', () => {
    expect(
      errors(onRequest, {
        ...valid,
        paymentMethod: 'bitcoin' as BookingFormInput['paymentMethod'],
      }),
    ).toEqual({ paymentMethod: 'paymentMethodRequired' });
  });
});
