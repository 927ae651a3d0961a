import { ApiError } from '@/lib/api/api-error';
import { messagesFromServer } from '@/lib/forms/server-errors';
import type { AuthErrorKey } from './schemas';

/** A message of auth:errors, with its count for plurals. */
export interface AuthMessage {
  key: AuthErrorKey;
  count?: number;
}

/** What a form shows for a failed request: messages by field and/or one for the whole form. */
export interface ErrorOutcome<Field extends string> {
  fields: Partial<Record<Field, AuthErrorKey>>;
  form: AuthMessage | null;
}

const generic: AuthMessage = { key: 'generic' };

function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'rate-limited' || error.status === 429);
}

function rateLimitedMessage(error: ApiError): AuthMessage {
  const seconds = error.retryAfterSeconds;
  if (seconds === null) return { key: 'rateLimitedSoon' };
  return { key: 'rateLimited', count: Math.max(1, Math.ceil(seconds / 60)) };
}

const requiredKeys: Partial<Record<string, AuthErrorKey>> = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
  email: 'emailRequired',
  password: 'passwordRequired',
};

/** The message of each reason the server gives for refusing a field. */
const keyOfReason: Record<string, AuthErrorKey> = {
  'too-long': 'tooLong',
  'invalid-email': 'emailInvalidServer',
  'weak-password': 'passwordTooShort',
  'common-password': 'passwordCommon',
  'contains-email': 'passwordContainsEmail',
  'invalid-phone': 'phoneInvalid',
  'invalid-date': 'dateOfBirthInvalid',
};

/** Messages for the `fields` of a validation error that the form shows; others are dropped. */
function validationFields<Field extends string>(
  error: ApiError,
  known: readonly Field[],
): Partial<Record<Field, AuthErrorKey>> {
  return messagesFromServer<string, AuthErrorKey>(error.fields, known, {
    reasons: keyOfReason,
    required: requiredKeys,
    fallback: 'invalidValue',
  });
}

/** Login: the server's answer becomes one message above the button. */
export function loginErrorMessage(error: unknown): AuthMessage {
  if (error instanceof ApiError && error.code === 'invalid-credentials') {
    return { key: 'invalidCredentials' };
  }
  if (isRateLimited(error)) return rateLimitedMessage(error);
  return generic;
}

export const signupFields = [
  'firstName',
  'lastName',
  'phone',
  'dateOfBirth',
  'address',
  'email',
  'password',
] as const;
export type SignupField = (typeof signupFields)[number];

export function signupErrorOutcome(error: unknown): ErrorOutcome<SignupField> {
  const none = { fields: {}, form: null };
  if (!(error instanceof ApiError) || error.status === 0) return { ...none, form: generic };
  switch (error.code) {
    case 'email-already-in-use':
      return { ...none, fields: { email: 'emailInUse' } };
    case 'invalid-email':
      return { ...none, fields: { email: 'emailInvalidServer' } };
    case 'weak-password':
      return { ...none, fields: { password: 'passwordWeak' } };
    case 'validation': {
      const fields = validationFields(error, signupFields);
      const shown = Object.keys(fields).length > 0;
      return { fields, form: shown ? null : { key: 'signupFailed' } };
    }
  }
  if (isRateLimited(error)) return { ...none, form: rateLimitedMessage(error) };
  return { ...none, form: { key: 'signupFailed' } };
}

export function forgotPasswordErrorOutcome(error: unknown): ErrorOutcome<'email'> {
  if (error instanceof ApiError) {
    const fields = error.code === 'validation' ? validationFields(error, ['email'] as const) : {};
    if (fields.email) return { fields, form: null };
    if (isRateLimited(error)) return { fields: {}, form: rateLimitedMessage(error) };
  }
  return { fields: {}, form: generic };
}

/** Reset: an unusable link is its own outcome, the form is replaced by a way to get a new one. */
export function resetPasswordErrorOutcome(
  error: unknown,
): ErrorOutcome<'password'> & { invalidToken: boolean } {
  const outcome = { fields: {}, form: null, invalidToken: false };
  if (!(error instanceof ApiError)) return { ...outcome, form: generic };
  if (error.code === 'invalid-token' || error.fields.token)
    return { ...outcome, invalidToken: true };
  if (error.code === 'weak-password') return { ...outcome, fields: { password: 'passwordWeak' } };
  if (error.code === 'validation') {
    const fields = validationFields(error, ['password'] as const);
    if (fields.password) return { ...outcome, fields };
  }
  if (isRateLimited(error)) return { ...outcome, form: rateLimitedMessage(error) };
  return { ...outcome, form: generic };
}
