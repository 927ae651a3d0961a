import { z } from 'zod';
import type { fr } from '@/lib/i18n/resources';

/** Keys of dashboard:profile.errors; the form keeps keys and translates them on display. */
export type ProfileErrorKey = keyof (typeof fr)['dashboard']['profile']['errors'];

const message = (key: ProfileErrorKey) => ({ error: key });

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

const requiredText = (required: ProfileErrorKey, max: number) =>
  z.string().trim().min(1, message(required)).max(max, message('tooLong'));

/** The profile modal: first name, last name and email required; the avatar must be a URL. */
export const profileSchema = z.object({
  firstName: requiredText('firstNameRequired', 100),
  lastName: requiredText('lastNameRequired', 100),
  email: z
    .string()
    .trim()
    .min(1, message('emailRequired'))
    .max(254, message('tooLong'))
    .pipe(z.email(message('emailInvalid'))),
  phone: z
    .string()
    .trim()
    .max(30, message('tooLong'))
    .regex(PHONE_PATTERN, message('phoneInvalid')),
  dateOfBirth: z
    .string()
    .refine((value) => value === '' || isPastOrTodayIsoDate(value), message('dateInvalid')),
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

/** The server's `fields` ({name: reason}) as form errors; fields the form lacks are left out. */
export function profileErrorsFromServer(
  fields: Readonly<Record<string, string>>,
): [ProfileField, ProfileErrorKey][] {
  return profileFields.flatMap((field): [ProfileField, ProfileErrorKey][] => {
    const reason = fields[field];
    if (!reason) return [];
    const key = reason === 'required' ? requiredKey[field] : keyOfReason[reason];
    return [[field, key ?? 'invalid']];
  });
}
