import { z } from 'zod';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of admin:privacy.filter.errors. */
export type EmailFilterErrorKey = keyof Resources['admin']['privacy']['filter']['errors'];

/** The server's limit of an address (characters). */
export const EMAIL_MAX_LENGTH = 254;

const message = (key: EmailFilterErrorKey) => ({ error: key });
const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The filter of a list by one person's address: a whole address (the server matches it exactly,
 * in any case), or nothing for everyone.
 */
export const emailFilterSchema = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, message('tooLong'))
    .refine((value) => value === '' || isEmail(value), message('emailInvalid')),
});

export type EmailFilterInput = z.input<typeof emailFilterSchema>;
export type EmailFilterValues = z.output<typeof emailFilterSchema>;
