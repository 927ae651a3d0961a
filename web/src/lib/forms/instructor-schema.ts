import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { isCalendarDate } from '@/lib/forms/rules';
import type { Schemas } from '@/lib/api/types';

type Instructor = Schemas['Instructor'];
type InstructorRequest = Schemas['InstructorRequest'];

/**
 * What the form says of a field: a key of the `errors` of each form that edits an instructor (the
 * instructor's own page, instructor:profile.errors; the office's, admin:instructors.edit.errors).
 */
export type InstructorErrorKey =
  | 'languagesRequired'
  | 'languagesInvalid'
  | 'bodyRequired'
  | 'bodyTooLong'
  | 'numberRequired'
  | 'numberTooLong'
  | 'dateInvalid'
  | 'tooManyCredentials'
  | 'credentialsInvalid'
  | 'invalid';

const message = (key: InstructorErrorKey) => ({ error: key });

/** The server's limits. */
export const MAX_CREDENTIALS = 10;
export const BODY_MAX_LENGTH = 120;
export const NUMBER_MAX_LENGTH = 60;

/** The languages an instructor may teach in, in the order they are offered and sent. */
export const TEACHING_LANGUAGES = ['fr', 'en'] as const;

const credentialFields = z.object({
  body: z
    .string()
    .trim()
    .min(1, message('bodyRequired'))
    .max(BODY_MAX_LENGTH, message('bodyTooLong')),
  number: z
    .string()
    .trim()
    .min(1, message('numberRequired'))
    .max(NUMBER_MAX_LENGTH, message('numberTooLong')),
  /** '' for none, else a Quebec calendar day. */
  expiresOn: z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), message('dateInvalid')),
});

/**
 * The one form of an instructor's page, whoever edits it (the instructor or the office): the languages they teach in (at least one), and up to 10
 * instructor numbers, each a certifying body (1 to 120 characters), a number (1 to 60) and an
 * optional expiry date. Its output is the request.
 */
export const instructorSchema = z
  .object({
    languages: z.array(z.enum(TEACHING_LANGUAGES)).min(1, message('languagesRequired')),
    credentials: z.array(credentialFields).max(MAX_CREDENTIALS, message('tooManyCredentials')),
  })
  .transform((values): InstructorRequest => ({
    languages: TEACHING_LANGUAGES.filter((language) => values.languages.includes(language)),
    credentials: values.credentials.map((credential) => ({
      body: credential.body,
      number: credential.number,
      expiresOn: credential.expiresOn || null,
    })),
  }));

export type InstructorInput = z.input<typeof instructorSchema>;

/** A number's row as the form starts it: empty. */
export const emptyCredential: InstructorInput['credentials'][number] = {
  body: '',
  number: '',
  expiresOn: '',
};

/** The form's starting values: the instructor's languages and numbers. */
export function instructorDefaults(
  instructor: Pick<Instructor, 'languages' | 'credentials'>,
): InstructorInput {
  return {
    languages: [...instructor.languages],
    credentials: instructor.credentials.map((credential) => ({
      body: credential.body,
      number: credential.number,
      expiresOn: credential.expiresOn ?? '',
    })),
  };
}

type InstructorField = FieldPath<InstructorInput>;

const CREDENTIAL_FIELD = /^credentials(?:\.|\[)(\d+)\]?\.(body|number|expiresOn)$/;

/** A reason of the server about one field of a number, in the form's words. */
function credentialReason(field: 'body' | 'number' | 'expiresOn', reason: string) {
  if (field === 'expiresOn') return 'dateInvalid';
  if (reason === 'required') return field === 'body' ? 'bodyRequired' : 'numberRequired';
  if (reason === 'too-long') return field === 'body' ? 'bodyTooLong' : 'numberTooLong';
  return 'invalid';
}

/**
 * The form messages of a refused save, by field: the server's fields with their reasons, a
 * number's field written `credentials.0.body` or `credentials[0].body`.
 */
export function instructorErrorsFromServer(
  error: Error,
): Partial<Record<InstructorField, InstructorErrorKey>> {
  const errors: Partial<Record<InstructorField, InstructorErrorKey>> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [name, reason] of Object.entries(error.fields)) {
    const credential = CREDENTIAL_FIELD.exec(name);
    if (credential) {
      const [, index = '0', field = 'body'] = credential;
      errors[`credentials.${Number(index)}.${field as 'body' | 'number' | 'expiresOn'}`] =
        credentialReason(field as 'body' | 'number' | 'expiresOn', reason);
    } else if (name === 'languages') {
      errors.languages = reason === 'required' ? 'languagesRequired' : 'languagesInvalid';
    } else if (name === 'credentials') {
      errors.credentials = reason === 'too-many' ? 'tooManyCredentials' : 'credentialsInvalid';
    }
  }
  return errors;
}
