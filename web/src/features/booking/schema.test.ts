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
  promoCode: '',
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

  it('books with a promo code only once it is applied, in any case, trimmed', () => {
    const withCode = bookingSchema({ today: '2026-03-10', when: 'date', promoCode: 'ETE25' });
    expect(errors(onRequest, valid)).toEqual({});
    expect(errors(onRequest, { ...valid, promoCode: 'ETE25' })).toEqual({
      promoCode: 'promoCodeNotApplied',
    });
    expect(errors(withCode, { ...valid, promoCode: 'ETE25' })).toEqual({});
    expect(withCode.parse({ ...valid, promoCode: ' ete25 ' }).promoCode).toBe('ete25');
    // Typed again after it was applied: another code, not applied.
    expect(errors(withCode, { ...valid, promoCode: 'ETE20' })).toEqual({
      promoCode: 'promoCodeNotApplied',
    });
    expect(errors(withCode, { ...valid, promoCode: '  ' })).toEqual({});
  });

  it('knows only card, Interac and cash', () => {
    expect(
      errors(onRequest, {
        ...valid,
        paymentMethod: 'bitcoin' as BookingFormInput['paymentMethod'],
      }),
    ).toEqual({ paymentMethod: 'paymentMethodRequired' });
  });

  it('refuses a method too late for the session chosen, and only that one', () => {
    const lateCash = bookingSchema({
      today: '2026-03-10',
      when: 'session',
      refusedMethods: ['cash'],
    });
    const session = { ...valid, sessionId: '11', preferredDate: '' };
    expect(errors(lateCash, { ...session, paymentMethod: 'cash' })).toEqual({
      paymentMethod: 'paymentMethodTooLate',
    });
    expect(errors(lateCash, { ...session, paymentMethod: 'interac' })).toEqual({});
  });
});
