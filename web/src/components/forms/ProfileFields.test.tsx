import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { today } from '@/lib/forms/rules';
import { ProfileFields, type ProfileFieldName } from './ProfileFields';

const labels = {
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Téléphone (facultatif)',
  dateOfBirth: 'Date de naissance (facultatif)',
  address: 'Adresse (facultatif)',
};

function Form({ errors = {} }: { errors?: Partial<Record<ProfileFieldName, string>> }) {
  const { register } = useForm<Record<ProfileFieldName, string>>();
  return (
    <form>
      <ProfileFields
        labels={labels}
        fields={{
          firstName: register('firstName'),
          lastName: register('lastName'),
          phone: register('phone'),
          dateOfBirth: register('dateOfBirth'),
          address: register('address'),
        }}
        error={(name) => errors[name]}
        afterNames={<input aria-label="Courriel" />}
      />
    </form>
  );
}

describe('the profile fields', () => {
  it('ask for names, phone, date of birth and address, with what the browser can fill', () => {
    render(<Form />);
    expect(screen.getByLabelText(/^Prénom/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/^Prénom/)).toBeRequired();
    expect(screen.getByLabelText(/^Nom/)).toBeRequired();
    expect(screen.getByLabelText('Téléphone (facultatif)')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Téléphone (facultatif)')).not.toBeRequired();
    expect(screen.getByLabelText('Date de naissance (facultatif)')).toHaveAttribute('max', today());
    expect(screen.getByLabelText('Adresse (facultatif)')).toHaveAttribute(
      'autocomplete',
      'street-address',
    );
    // The form's own fields go between the names and the phone.
    const order = screen.getAllByRole('textbox').map((box) => box.getAttribute('name') ?? 'email');
    expect(order).toEqual(['firstName', 'lastName', 'email', 'phone', 'address']);
  });

  it('show each field’s message', () => {
    render(<Form errors={{ phone: 'Numéro invalide' }} />);
    expect(screen.getByLabelText('Téléphone (facultatif)')).toHaveAccessibleDescription(
      /Numéro invalide/,
    );
  });
});
