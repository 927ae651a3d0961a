import { z } from 'zod';
import { birthDateField, contactFields } from '@/lib/forms/rules';
import { messagesFromServer } from '@/lib/forms/server-errors';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of dashboard:profile.errors; the form keeps keys and translates them on display. */
export type ProfileErrorKey = keyof Resources['dashboard']['profile']['errors'];

const message = (key: ProfileErrorKey) => ({ error: key });

/** An absolute http(s) address, or a file uploaded to this site (the server accepts both). */
export function isAvatarUrl(value: string): boolean {
  if (value.startsWith('/uploads/')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The profile modal: first name, last name and email required; the avatar must be a URL. */
export const profileSchema = z.object({
  ...contactFields(),
  dateOfBirth: birthDateField<ProfileErrorKey>('dateInvalid'),
  address: z.string().trim().max(300, message('tooLong')),
  avatar: z
    .string()
    .trim()
    .max(2000, message('tooLong'))
    .refine((value) => value === '' || isAvatarUrl(value), message('avatarInvalid')),
});

export type ProfileFormInput = z.input<typeof profileSchema>;
export type ProfileFormValues = z.output<typeof profileSchema>;
export type ProfileField = keyof ProfileFormInput;

export const profileFields: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'address',
  'avatar',
];

const keyOfReason: Record<string, ProfileErrorKey> = {
  'too-long': 'tooLong',
  'invalid-email': 'emailInvalid',
  'email-already-in-use': 'emailTaken',
  'invalid-phone': 'phoneInvalid',
  'invalid-date': 'dateInvalid',
  'invalid-url': 'avatarInvalid',
};

const requiredKey: Partial<Record<ProfileField, ProfileErrorKey>> = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
  email: 'emailRequired',
};

/**
 * The server's `fields` ({name: reason}) as form errors, in the form's order; fields the form
 * lacks are left out.
 */
export function profileErrorsFromServer(
  fields: Readonly<Record<string, string>>,
): Partial<Record<ProfileField, ProfileErrorKey>> {
  return messagesFromServer(fields, profileFields, {
    reasons: keyOfReason,
    required: requiredKey,
    fallback: 'invalid',
  });
}
