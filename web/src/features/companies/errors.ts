import { messagesFromServer } from '@/lib/forms/server-errors';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of companies:errors; the forms keep keys and translate them where they are shown. */
export type CompanyErrorKey = keyof Resources['companies']['errors'];

export const message = (key: CompanyErrorKey) => ({ error: key });

/** The server's reason for a field, as a message key; a field's own key for "required". */
const keyOfReason: Record<string, CompanyErrorKey> = {
  'too-long': 'tooLong',
  'invalid-email': 'emailInvalid',
  'invalid-neq': 'neqInvalid',
  'invalid-language': 'languageInvalid',
  'invalid-sector': 'sectorRequired',
  'invalid-workers': 'workersInvalid',
  'too-many': 'tooManyShifts',
  'out-of-range': 'shiftOutOfRange',
  'requires-workplace': 'shiftRequiresWorkplace',
  'not-found': 'workplaceNotFound',
  'workplace-closed': 'workplaceClosed',
};

/** The message key of the server's reason for a field; `required` names the field's own. */
export function keyOfServerReason(reason: string, required?: CompanyErrorKey): CompanyErrorKey {
  return (reason === 'required' ? required : keyOfReason[reason]) ?? 'invalid';
}

/**
 * The server's `fields` ({name: reason}) as message keys, for the fields of `fields` (in that
 * order); `required` names each required field's own message.
 */
export function errorsFromServer<Field extends string>(
  reasons: Readonly<Record<string, string>>,
  fields: readonly Field[],
  required: Partial<Record<Field, CompanyErrorKey>>,
): Partial<Record<Field, CompanyErrorKey>> {
  return messagesFromServer(reasons, fields, {
    reasons: keyOfReason,
    required,
    fallback: 'invalid',
  });
}
