import { z } from 'zod';
import type { fr } from '@/lib/i18n/resources';

type ErrorKeyWithPlurals = keyof (typeof fr)['auth']['errors'];
/** Keys of auth:errors, plurals by their base name; forms keep keys and translate on display. */
export type AuthErrorKey =
  Exclude<ErrorKeyWithPlurals, `${string}_one` | `${string}_other`> | 'rateLimited';

const message = (key: AuthErrorKey) => ({ error: key });

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;
/** The characters the server accepts in a phone number. */
const PHONE_PATTERN = /^[0-9 +\-().]*$/;

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isPastOrTodayIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value <= today();
}

const requiredText = (required: AuthErrorKey, max: number) =>
  z.string().trim().min(1, message(required)).max(max, message('tooLong'));

const optionalText = (max: number) => z.string().trim().max(max, message('tooLong'));

const email = z
  .string()
  .trim()
  .min(1, message('emailRequired'))
  .max(254, message('tooLong'))
  .pipe(z.email(message('emailInvalid')));

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
    firstName: requiredText('firstNameRequired', 100),
    lastName: requiredText('lastNameRequired', 100),
    phone: optionalText(30).regex(PHONE_PATTERN, message('phoneInvalid')),
    dateOfBirth: z
      .string()
      .refine(
        (value) => value === '' || isPastOrTodayIsoDate(value),
        message('dateOfBirthInvalid'),
      ),
    address: optionalText(300),
    email,
    password: newPassword,
    confirmPassword,
    agreeTerms: z.boolean().refine((agreed) => agreed, message('termsRequired')),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword })
  .refine(passwordsMatch.check, passwordsMatch.params);

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginFormValues = z.output<typeof loginSchema>;
export type SignupFormInput = z.input<typeof signupSchema>;
export type SignupFormValues = z.output<typeof signupSchema>;
export type ForgotPasswordFormInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordFormValues = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordFormInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordFormValues = z.output<typeof resetPasswordSchema>;
