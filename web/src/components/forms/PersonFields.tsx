import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';

export type PersonFieldName = 'firstName' | 'lastName' | 'email' | 'phone';

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
      <TextField
        autoComplete="given-name"
        label={labels.firstName}
        hint={hints.firstName}
        error={error('firstName')}
        required
        {...fields.firstName}
      />
      <TextField
        autoComplete="family-name"
        label={labels.lastName}
        hint={hints.lastName}
        error={error('lastName')}
        required
        {...fields.lastName}
      />
      <TextField
        type="email"
        autoComplete="email"
        inputMode="email"
        label={labels.email}
        hint={hints.email}
        error={error('email')}
        required
        {...fields.email}
      />
      <TextField
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        label={labels.phone}
        hint={hints.phone}
        error={error('phone')}
        {...fields.phone}
      />
    </>
  );
}
