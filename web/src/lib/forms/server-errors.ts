import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the messages a refused request gives to fields (message keys, by field) on a
 * react-hook-form form, in `order` (the form's order; by default the messages' own), and
 * focuses the first field that has one. Returns whether there was any.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  messages: NoInfer<Partial<Record<Path<Values>, string>>>,
  order: readonly NoInfer<Path<Values>>[] = Object.keys(messages) as Path<Values>[],
): boolean {
  let focused = false;
  for (const name of order) {
    const message = messages[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return focused;
}
