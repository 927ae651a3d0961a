import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';
import { PERSON_FIELDS, personInputs, type PersonFieldName } from '@/lib/forms/person-fields';

interface PersonFieldsProps {
  /** Each field's label, in the form's own words. */
  labels: Record<PersonFieldName, string>;
  /** A field's hint, where the form has one (what the email is for). */
  hints?: Partial<Record<PersonFieldName, string>>;
  /**
   * What the form's `register` gave for each field, registered by the form itself in the order
   * of the page, so that a failed submit focuses the first field in error.
   */
  fields: Record<PersonFieldName, UseFormRegisterReturn>;
  /** A field's message, already translated. */
  error: (name: PersonFieldName) => string | undefined;
}

/**
 * Whom to reach: first and last name, email (required) and phone (optional), as four cells of the
 * form's two-column grid. The booking's and the waiting list's fields.
 */
export function PersonFields({ labels, hints = {}, fields, error }: PersonFieldsProps) {
  return (
    <>
      {PERSON_FIELDS.map((name) => (
        <TextField
          key={name}
          {...personInputs[name]}
          label={labels[name]}
          hint={hints[name]}
          error={error(name)}
          {...fields[name]}
        />
      ))}
    </>
  );
}
