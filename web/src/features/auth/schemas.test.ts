import { today } from '@/lib/forms/rules';
import { loginSchema, resetPasswordSchema, signupSchema } from './schemas';

const valid = {
  firstName: 'Marie',
  lastName: 'Tremblay',
  phone: '',
  dateOfBirth: '',
  address: '',
  email: 'marie@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  agreeTerms: true,
  newsConsent: false,
};

/** The message key of each invalid field, first issue per field as the form shows it. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the signup schema', () => {
  it('accepts a complete form and trims the texts', () => {
    const result = signupSchema.safeParse({
      ...valid,
      firstName: '  Marie ',
      email: ' marie@example.com ',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ firstName: 'Marie', email: 'marie@example.com' });
  });

  it('requires first name, last name, email, password and its confirmation', () => {
    const result = signupSchema.safeParse({
      ...valid,
      firstName: ' ',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    });
    expect(errorsOf(result)).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
  });

  it('leaves phone, date of birth and address optional', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it('wants a password of at least 6 characters', () => {
    const result = signupSchema.safeParse({
      ...valid,
      password: '12345',
      confirmPassword: '12345',
    });
    expect(errorsOf(result)).toEqual({ password: 'passwordTooShort' });
    expect(
      signupSchema.safeParse({ ...valid, password: '123456', confirmPassword: '123456' }).success,
    ).toBe(true);
  });

  it('says when the passwords do not match', () => {
    const result = signupSchema.safeParse({ ...valid, confirmPassword: 'secret2' });
    expect(errorsOf(result)).toEqual({ confirmPassword: 'passwordsMismatch' });
  });

  it('requires the terms to be agreed', () => {
    expect(errorsOf(signupSchema.safeParse({ ...valid, agreeTerms: false }))).toEqual({
      agreeTerms: 'termsRequired',
    });
  });

  it('leaves the news and renewal reminders to the person: ticked or not', () => {
    expect(signupSchema.parse(valid).newsConsent).toBe(false);
    expect(signupSchema.parse({ ...valid, newsConsent: true }).newsConsent).toBe(true);
  });

  it('checks the email, the phone characters and a past date of birth', () => {
    const result = signupSchema.safeParse({
      ...valid,
      email: 'marie@',
      phone: '819-555-abcd',
      dateOfBirth: '2999-01-01',
    });
    expect(errorsOf(result)).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      dateOfBirth: 'dateOfBirthInvalid',
    });
    expect(
      signupSchema.safeParse({ ...valid, phone: '+1 (819) 555-0142', dateOfBirth: '1990-02-28' })
        .success,
    ).toBe(true);
    expect(signupSchema.safeParse({ ...valid, dateOfBirth: '1990-02-30' }).success).toBe(false);
  });

  it('accepts today as a date of birth', () => {
    expect(signupSchema.safeParse({ ...valid, dateOfBirth: today() }).success).toBe(true);
  });
});

describe('the login and reset schemas', () => {
  it('login needs an email and a password of any length', () => {
    expect(errorsOf(loginSchema.safeParse({ email: '', password: '', rememberMe: false }))).toEqual(
      {
        email: 'emailRequired',
        password: 'passwordRequired',
      },
    );
    expect(
      loginSchema.safeParse({ email: 'a@b.ca', password: 'x', rememberMe: true }).success,
    ).toBe(true);
  });

  it('reset applies the signup password rules', () => {
    expect(
      errorsOf(resetPasswordSchema.safeParse({ password: 'abc', confirmPassword: 'abd' })),
    ).toEqual({ password: 'passwordTooShort', confirmPassword: 'passwordsMismatch' });
  });
});
