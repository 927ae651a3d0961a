import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { AuthErrorKey } from './schemas';

/**
 * Puts the server's field messages on the form, in the form's order, and focuses the first
 * field that has one.
 */
export function showFieldErrors<Values extends FieldValues, Field extends Path<Values>>(
  setError: UseFormSetError<Values>,
  order: readonly Field[],
  fields: Partial<Record<Field, AuthErrorKey>>,
) {
  let focused = false;
  for (const name of order) {
    const key = fields[name];
    if (!key) continue;
    setError(name, { type: 'server', message: key }, { shouldFocus: !focused });
    focused = true;
  }
}
