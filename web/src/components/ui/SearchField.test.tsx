import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchField } from './SearchField';

function Search({ clearLabel, hideLabel }: { clearLabel?: string; hideLabel?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      label="Rechercher une formation"
      placeholder="Titre ou sujet"
      value={value}
      onChange={setValue}
      clearLabel={clearLabel}
      hideLabel={hideLabel}
    />
  );
}

describe('the search field', () => {
  it('is a labelled search box', async () => {
    const user = userEvent.setup();
    render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Rechercher une formation' });
    expect(screen.getByText('Rechercher une formation')).not.toHaveClass('sr-only');
    await user.type(box, 'rcr');
    expect(box).toHaveValue('rcr');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('can hide its label and offer a button that empties it', async () => {
    const user = userEvent.setup();
    render(<Search hideLabel clearLabel="Effacer la recherche" />);
    expect(screen.getByText('Rechercher une formation')).toHaveClass('sr-only');
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).not.toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Rechercher une formation' });
    await user.type(box, 'dea');
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).not.toBeInTheDocument();
  });
});
