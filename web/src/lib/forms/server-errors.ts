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

/** How a form words the server's reasons for refusing its fields, as message keys. */
export interface ReasonMessages<Field extends string, Key extends string> {
  /** Each reason's message, whatever the field (`too-long` → `tooLong`). */
  reasons: Readonly<Partial<Record<string, Key>>>;
  /** Each field's own message when it is missing (`email` → `emailRequired`). */
  required?: Readonly<Partial<Record<Field, NoInfer<Key>>>>;
  /** A field that words some reasons its own way (a promo code's); undefined: the usual words. */
  byField?: Readonly<Partial<Record<Field, (reason: string) => NoInfer<Key> | undefined>>>;
  /** The message of a reason nothing above names. */
  fallback: NoInfer<Key>;
}

/** The message key of the server's `reason` for refusing `field`. */
export function reasonMessage<Field extends string, Key extends string>(
  field: Field,
  reason: string,
  messages: ReasonMessages<Field, Key>,
): Key {
  return (
    messages.byField?.[field]?.(reason) ??
    (reason === 'required' ? messages.required?.[field] : undefined) ??
    messages.reasons[reason] ??
    messages.fallback
  );
}

/**
 * The server's `fields` ({name: reason}) as message keys, for the form's fields: `fields` lists
 * them (named as the server names them, in the form's order), or maps each name the server uses
 * to the form's field. Names the form lacks are left out.
 */
export function messagesFromServer<Field extends string, Key extends string>(
  reasons: Readonly<Record<string, string>>,
  fields: readonly Field[] | Readonly<Record<string, Field>>,
  messages: ReasonMessages<Field, Key>,
): Partial<Record<Field, Key>> {
  const pairs: [string, Field][] = Array.isArray(fields)
    ? fields.map((field: Field) => [field, field])
    : Object.entries(reasons).flatMap(([name]) => {
        const field = (fields as Readonly<Record<string, Field>>)[name];
        return field ? [[name, field] as [string, Field]] : [];
      });
  const errors: Partial<Record<Field, Key>> = {};
  for (const [name, field] of pairs) {
    const reason = reasons[name];
    if (reason) errors[field] = reasonMessage(field, reason, messages);
  }
  return errors;
}
