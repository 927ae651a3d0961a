import { z } from 'zod';
import { birthDateField, contactFields, emailField } from '@/lib/forms/rules';
import type { Resources } from '@/lib/i18n/resources';

type ErrorKeyWithPlurals = keyof Resources['auth']['errors'];
/** Keys of auth:errors, plurals by their base name; forms keep keys and translate on display. */
export type AuthErrorKey =
  Exclude<ErrorKeyWithPlurals, `${string}_one` | `${string}_other`> | 'rateLimited';

const message = (key: AuthErrorKey) => ({ error: key });

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;

const optionalText = (max: number) => z.string().trim().max(max, message('tooLong'));

const email = emailField<AuthErrorKey>({
  required: 'emailRequired',
  invalid: 'emailInvalid',
  tooLong: 'tooLong',
});

const newPassword = z
  .string()
  .min(1, message('passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, message('passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, message('tooLong'));

const confirmPassword = z.string().min(1, message('confirmPasswordRequired'));

const passwordsMatch = {
  check: (values: { password: string; confirmPassword: string }) =>
    values.confirmPassword === '' || values.password === values.confirmPassword,
  params: { ...message('passwordsMismatch'), path: ['confirmPassword'] },
};

export const loginSchema = z.object({
  email,
  password: z.string().min(1, message('passwordRequired')),
  rememberMe: z.boolean(),
});

export const signupSchema = z
  .object({
    ...contactFields(),
    dateOfBirth: birthDateField<AuthErrorKey>('dateOfBirthInvalid'),
    address: optionalText(300),
    password: newPassword,
    confirmPassword,
    agreeTerms: z.boolean().refine((agreed) => agreed, message('termsRequired')),
    /** The unticked box for news and renewal reminders (CASL: consent given, never assumed). */
    newsConsent: z.boolean(),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword })
  .refine(passwordsMatch.check, passwordsMatch.params);

export type SignupFormInput = z.input<typeof signupSchema>;
export type SignupFormValues = z.output<typeof signupSchema>;
