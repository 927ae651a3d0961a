import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';
import { today } from '@/lib/forms/rules';
import { personInputs } from '@/lib/forms/person-fields';

export type ProfileFieldName = 'firstName' | 'lastName' | 'phone' | 'dateOfBirth' | 'address';

interface ProfileFieldsProps {
  /** Each field's label, in the form's own words ("Téléphone (facultatif)" at sign-up). */
  labels: Record<ProfileFieldName, string>;
  /**
   * What the form's `register` gave for each field. The form registers them itself, in the
   * order of the page, so that a failed submit focuses the first field in error.
   */
  fields: Record<ProfileFieldName, UseFormRegisterReturn>;
  /** A field's message, already translated. */
  error: (name: ProfileFieldName) => string | undefined;
  /** Fields placed between the names and the phone (the profile's email). */
  afterNames?: ReactNode;
}

/** A person's names, phone, date of birth and address: the sign-up's and the profile's fields. */
export function ProfileFields({ labels, fields, error, afterNames }: ProfileFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {(['firstName', 'lastName'] as const).map((name) => (
          <TextField
            key={name}
            {...personInputs[name]}
            label={labels[name]}
            error={error(name)}
            {...fields[name]}
          />
        ))}
      </div>
      {afterNames}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...personInputs.phone}
          label={labels.phone}
          error={error('phone')}
          {...fields.phone}
        />
        <TextField
          type="date"
          autoComplete="bday"
          max={today()}
          label={labels.dateOfBirth}
          error={error('dateOfBirth')}
          {...fields.dateOfBirth}
        />
      </div>
      <TextField
        autoComplete="street-address"
        label={labels.address}
        error={error('address')}
        {...fields.address}
      />
    </>
  );
}
