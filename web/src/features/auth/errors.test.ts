import { ApiError } from '@/lib/api/api-error';
import {
  forgotPasswordErrorOutcome,
  loginErrorMessage,
  resetPasswordErrorOutcome,
  signupErrorOutcome,
} from './errors';

const apiError = (status: number, code: string, fields: Record<string, string> = {}) =>
  new ApiError(status, code, code, fields);
const rateLimited = (seconds: number | null) =>
  new ApiError(429, 'rate-limited', 'rate-limited', {}, seconds);

describe('login error messages', () => {
  it('maps invalid credentials', () => {
    expect(loginErrorMessage(apiError(401, 'invalid-credentials'))).toEqual({
      key: 'invalidCredentials',
    });
  });

  it('says how many minutes to wait when rate limited, rounded up', () => {
    expect(loginErrorMessage(rateLimited(600))).toEqual({ key: 'rateLimited', count: 10 });
    expect(loginErrorMessage(rateLimited(61))).toEqual({ key: 'rateLimited', count: 2 });
    expect(loginErrorMessage(rateLimited(5))).toEqual({ key: 'rateLimited', count: 1 });
    expect(loginErrorMessage(rateLimited(null))).toEqual({ key: 'rateLimitedSoon' });
  });

  it('falls back to the generic message', () => {
    expect(loginErrorMessage(apiError(0, 'network-error'))).toEqual({ key: 'generic' });
    expect(loginErrorMessage(apiError(500, 'internal'))).toEqual({ key: 'generic' });
    expect(loginErrorMessage(new Error('boom'))).toEqual({ key: 'generic' });
  });
});

describe('signup error outcomes', () => {
  it('puts the email and password codes on their fields', () => {
    expect(signupErrorOutcome(apiError(409, 'email-already-in-use'))).toEqual({
      fields: { email: 'emailInUse' },
      form: null,
    });
    expect(signupErrorOutcome(apiError(400, 'invalid-email')).fields).toEqual({
      email: 'emailInvalidServer',
    });
    expect(signupErrorOutcome(apiError(400, 'weak-password')).fields).toEqual({
      password: 'passwordWeak',
    });
  });

  it('maps each field of a validation error by its reason', () => {
    const error = apiError(400, 'validation', {
      firstName: 'required',
      phone: 'invalid-phone',
      dateOfBirth: 'invalid-date',
      address: 'too-long',
      password: 'weak-password',
    });
    expect(signupErrorOutcome(error)).toEqual({
      fields: {
        firstName: 'firstNameRequired',
        phone: 'phoneInvalid',
        dateOfBirth: 'dateOfBirthInvalid',
        address: 'tooLong',
        password: 'passwordTooShort',
      },
      form: null,
    });
  });

  it('says the account could not be created when no field of the form is named', () => {
    expect(
      signupErrorOutcome(apiError(400, 'validation', { language: 'invalid-language' })),
    ).toEqual({
      fields: {},
      form: { key: 'signupFailed' },
    });
    expect(signupErrorOutcome(apiError(500, 'internal')).form).toEqual({ key: 'signupFailed' });
  });

  it('uses the generic message when the server cannot be reached', () => {
    expect(signupErrorOutcome(apiError(0, 'network-error')).form).toEqual({ key: 'generic' });
    expect(signupErrorOutcome(new TypeError('x')).form).toEqual({ key: 'generic' });
  });

  it('says how long to wait when rate limited', () => {
    expect(signupErrorOutcome(rateLimited(3600)).form).toEqual({ key: 'rateLimited', count: 60 });
  });
});

describe('password reset error outcomes', () => {
  it('recognises an unusable link', () => {
    expect(resetPasswordErrorOutcome(apiError(400, 'invalid-token')).invalidToken).toBe(true);
    expect(
      resetPasswordErrorOutcome(apiError(400, 'validation', { token: 'required' })).invalidToken,
    ).toBe(true);
  });

  it('puts a refused password on its field', () => {
    expect(
      resetPasswordErrorOutcome(apiError(400, 'validation', { password: 'weak-password' })).fields,
    ).toEqual({ password: 'passwordTooShort' });
    expect(
      resetPasswordErrorOutcome(apiError(400, 'validation', { password: 'common-password' }))
        .fields,
    ).toEqual({ password: 'passwordCommon' });
    expect(
      signupErrorOutcome(apiError(400, 'validation', { password: 'contains-email' })).fields,
    ).toEqual({ password: 'passwordContainsEmail' });
  });

  it('forgot password shows the email reason or a generic message', () => {
    expect(
      forgotPasswordErrorOutcome(apiError(400, 'validation', { email: 'invalid-email' })).fields,
    ).toEqual({ email: 'emailInvalidServer' });
    expect(forgotPasswordErrorOutcome(apiError(0, 'network-error')).form).toEqual({
      key: 'generic',
    });
  });
});
