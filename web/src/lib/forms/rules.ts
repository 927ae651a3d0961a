import { z } from 'zod';

/*
 * The field rules the forms share, with the server's limits. Each form keeps its own message keys
 * (its namespace's `errors`), passed in; the rule says which key a problem gets.
 */

/** The characters the server accepts in a phone number. */
export const PHONE_PATTERN = /^[0-9 +\-().]*$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real day written YYYY-MM-DD: "2026-02-30" is not one. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A real day, today or before (a date of birth). */
export function isPastOrToday(value: string, now = new Date()): boolean {
  return isCalendarDate(value) && value <= today(now);
}

const message = <Key extends string>(key: Key) => ({ error: key });

/** A text that must be there, trimmed, at most `max` characters. */
export function requiredText<Key extends string>(
  keys: { required: Key; tooLong: Key },
  max: number,
) {
  return z.string().trim().min(1, message(keys.required)).max(max, message(keys.tooLong));
}

/** A required email address, trimmed, at most 254 characters. */
export function emailField<Key extends string>(keys: {
  required: Key;
  invalid: Key;
  tooLong: Key;
}) {
  return z
    .string()
    .trim()
    .min(1, message(keys.required))
    .max(254, message(keys.tooLong))
    .pipe(z.email(message(keys.invalid)));
}

/** An optional phone number: digits, spaces and + - ( ) . only, at most 30 characters. */
export function phoneField<Key extends string>(keys: { invalid: Key; tooLong: Key }) {
  return z
    .string()
    .trim()
    .max(30, message(keys.tooLong))
    .regex(PHONE_PATTERN, message(keys.invalid));
}

/** The message keys of contactFields: each form that uses them has these in its `errors`. */
type ContactErrorKey =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'tooLong';

/**
 * A person's names (required, at most 100 characters), email (required) and phone (optional), as
 * the booking, the sign-up and the profile ask for them.
 */
export function contactFields() {
  const name = (required: ContactErrorKey) =>
    requiredText<ContactErrorKey>({ required, tooLong: 'tooLong' }, 100);
  return {
    firstName: name('firstNameRequired'),
    lastName: name('lastNameRequired'),
    email: emailField<ContactErrorKey>({
      required: 'emailRequired',
      invalid: 'emailInvalid',
      tooLong: 'tooLong',
    }),
    phone: phoneField<ContactErrorKey>({ invalid: 'phoneInvalid', tooLong: 'tooLong' }),
  };
}

/** An optional date of birth: empty, or a real day no later than today. */
export function birthDateField<Key extends string>(invalid: Key) {
  return z.string().refine((value) => value === '' || isPastOrToday(value), message(invalid));
}
