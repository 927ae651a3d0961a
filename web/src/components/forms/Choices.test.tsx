import { render, screen } from '@testing-library/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceFieldset } from './ChoiceFieldset';
import { Choices } from './Choices';

const field: UseFormRegisterReturn = {
  name: 'languages',
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
};
const options = ['fr', 'en'] as const;
const names = { fr: 'Français', en: 'Anglais' };

describe('a group of choices', () => {
  it('is a group named by its legend and described by its hint and its error', () => {
    render(
      <ChoiceFieldset legend="Langues" hint="Au moins une." error="Choisissez une langue.">
        <Choices
          type="checkbox"
          options={options}
          field={field}
          label={(option) => names[option]}
          invalid
        />
      </ChoiceFieldset>,
    );

    const group = screen.getByRole('group', { name: 'Langues' });
    expect(group).toHaveAccessibleDescription('Au moins une. Choisissez une langue.');
    expect(screen.getByRole('checkbox', { name: 'Français' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'Anglais' })).toHaveAttribute('value', 'en');
  });

  it('offers one choice as radio buttons, and says nothing more without a hint or an error', () => {
    render(
      <ChoiceFieldset legend="Langue">
        <Choices type="radio" options={options} field={field} label={(option) => names[option]} />
      </ChoiceFieldset>,
    );

    expect(screen.getByRole('group', { name: 'Langue' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Français' })).not.toHaveAttribute('aria-invalid');
  });
});
