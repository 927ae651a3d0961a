import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of dashboard:deleteAccount.errors; the form keeps keys and translates them on display. */
export type DeleteAccountErrorKey = keyof Resources['dashboard']['deleteAccount']['errors'];

/**
 * The deletion's confirmation: the account's password, taken as typed (never trimmed), and the
 * unticked choice to keep the certificates verifiable by their number.
 */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, { error: 'passwordRequired' satisfies DeleteAccountErrorKey }),
  keepCertificatesVerifiable: z.boolean(),
});

export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;

/** Where a refused deletion's message goes: on the password field, or above the buttons. */
export interface DeleteAccountOutcome {
  password?: DeleteAccountErrorKey;
  form?: DeleteAccountErrorKey;
}

/** The message for a failed DELETE /api/me; nothing was erased in any of these cases. */
export function deleteAccountErrorOutcome(error: unknown): DeleteAccountOutcome {
  if (!(error instanceof ApiError)) return { form: 'failed' };
  if (error.code === 'wrong-password') return { password: 'wrongPassword' };
  if (error.code === 'office-account') return { form: 'officeAccount' };
  if (error.status === 429 || error.code === 'rate-limited') return { form: 'rateLimited' };
  if (error.fields.password) return { password: 'passwordRequired' };
  return { form: 'failed' };
}
