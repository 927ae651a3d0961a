import { z } from 'zod';
import { isCalendarDate } from '@/lib/forms/rules';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { Resources } from '@/lib/i18n/resources';
import type { Instructor, InstructorRequest } from './api/types';

/** Keys of instructor:profile.errors; the form keeps keys and translates them on display. */
export type ProfileErrorKey = keyof Resources['instructor']['profile']['errors'];

/** The server's limits. */
export const MAX_CREDENTIALS = 10;
export const BODY_MAX_LENGTH = 120;
export const NUMBER_MAX_LENGTH = 60;

const message = (key: ProfileErrorKey) => ({ error: key });

const credentialFields = z.object({
  body: z.string().trim().min(1, message('bodyRequired')).max(BODY_MAX_LENGTH, message('tooLong')),
  number: z
    .string()
    .trim()
    .min(1, message('numberRequired'))
    .max(NUMBER_MAX_LENGTH, message('tooLong')),
  /** Empty: the number does not expire. */
  expiresOn: z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), message('dateInvalid')),
});

/**
 * The instructor's profile form: the languages they teach in (one at least, sent in the site's
 * order) and up to 10 instructor numbers, each with its certifying body (up to 120 characters), its
 * number (up to 60) and its expiry date (optional, a real day). Its output is the request.
 */
export const instructorProfileSchema = z
  .object({
    languages: z.array(z.enum(LANGUAGES)).min(1, message('languagesRequired')),
    credentials: z.array(credentialFields).max(MAX_CREDENTIALS, message('tooManyCredentials')),
  })
  .transform((values): InstructorRequest => ({
    languages: LANGUAGES.filter((language) => values.languages.includes(language)),
    credentials: values.credentials.map((credential) => ({
      body: credential.body,
      number: credential.number,
      expiresOn: credential.expiresOn || null,
    })),
  }));

export type ProfileFormInput = z.input<typeof instructorProfileSchema>;

/** A new row of the instructor numbers. */
export const emptyCredential: ProfileFormInput['credentials'][number] = {
  body: '',
  number: '',
  expiresOn: '',
};

/** The form's values for a profile as the server has it. */
export function profileFormValues(instructor: Instructor): ProfileFormInput {
  return {
    languages: [...instructor.languages],
    credentials: instructor.credentials.map((credential) => ({
      body: credential.body,
      number: credential.number,
      expiresOn: credential.expiresOn ?? '',
    })),
  };
}

/** A field of the form, as react-hook-form names it. */
export type ProfileFieldPath =
  'languages' | 'credentials' | `credentials.${number}.${'body' | 'number' | 'expiresOn'}`;

const CREDENTIAL_FIELD = /^credentials\.(\d+)\.(body|number|expiresOn)$/;

function credentialKey(field: string, reason: string): ProfileErrorKey {
  if (reason === 'too-long') return 'tooLong';
  if (field === 'expiresOn') return 'dateInvalid';
  if (reason === 'required') return field === 'body' ? 'bodyRequired' : 'numberRequired';
  return 'invalid';
}

/**
 * The server's `fields` ({name: reason}) as form errors, in the form's order: the languages, the
 * list of numbers (too many), then each number's fields row by row. Fields the form lacks are
 * left out.
 */
export function profileErrorsFromServer(
  fields: Readonly<Record<string, string>>,
): Partial<Record<ProfileFieldPath, ProfileErrorKey>> {
  const rows: [number, number, ProfileFieldPath, ProfileErrorKey][] = [];
  const order = ['body', 'number', 'expiresOn'];
  for (const [name, reason] of Object.entries(fields)) {
    const match = CREDENTIAL_FIELD.exec(name);
    if (!match) continue;
    const [, index = '0', field = 'body'] = match;
    rows.push([
      Number(index),
      order.indexOf(field),
      name as ProfileFieldPath,
      credentialKey(field, reason),
    ]);
  }
  rows.sort((a, b) => a[0] - b[0] || a[1] - b[1]);

  const errors: Partial<Record<ProfileFieldPath, ProfileErrorKey>> = {};
  if (fields.languages) {
    errors.languages = fields.languages === 'required' ? 'languagesRequired' : 'languagesInvalid';
  }
  if (fields.credentials) {
    errors.credentials = fields.credentials === 'too-many' ? 'tooManyCredentials' : 'invalid';
  }
  for (const [, , name, key] of rows) errors[name] = key;
  return errors;
}
