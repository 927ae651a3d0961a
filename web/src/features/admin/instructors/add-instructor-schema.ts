import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { emailField } from '@/lib/forms/rules';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of admin:instructors.add.errors. */
export type AddInstructorErrorKey = keyof Resources['admin']['instructors']['add']['errors'];

/** The address of the account to make an instructor: required, trimmed, a valid address. */
export const addInstructorSchema = z.object({
  email: emailField<AddInstructorErrorKey>({
    required: 'emailRequired',
    invalid: 'emailInvalid',
    tooLong: 'emailTooLong',
  }),
});

export type AddInstructorInput = z.input<typeof addInstructorSchema>;
export type AddInstructorValues = z.output<typeof addInstructorSchema>;

/** What each refusal of the server says, on the address: the account it names cannot be one. */
const reasonOfCode: Record<string, AddInstructorErrorKey> = {
  'no-account': 'noAccount',
  'email-not-verified': 'emailNotVerified',
  'office-account': 'officeAccount',
  'already-instructor': 'alreadyInstructor',
};

/** The message on the address of a refused addition; null when it is no refusal of the address. */
export function addInstructorErrorFromServer(error: Error): AddInstructorErrorKey | null {
  if (!(error instanceof ApiError)) return null;
  const byCode = reasonOfCode[error.code];
  if (byCode) return byCode;
  const reason = error.fields.email;
  if (!reason) return null;
  if (reason === 'required') return 'emailRequired';
  return reason === 'too-long' ? 'emailTooLong' : 'emailInvalid';
}
