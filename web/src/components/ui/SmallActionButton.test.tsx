import { render, screen } from '@testing-library/react';
import { Pencil, Trash2 } from 'lucide-react';
import { SmallActionButton } from './SmallActionButton';

describe("an item's small action", () => {
  it('shows its label, is named by aria-label, and draws a danger icon in red', () => {
    render(
      <>
        <SmallActionButton icon={Pencil} label="Modifier" aria-label="Modifier Luc Roy" />
        <SmallActionButton icon={Trash2} label="Supprimer" tone="danger" disabled />
      </>,
    );
    const edit = screen.getByRole('button', { name: 'Modifier Luc Roy' });
    expect(edit).toHaveTextContent('Modifier');
    expect(edit.querySelector('svg')).not.toHaveClass('text-brand-700');
    const remove = screen.getByRole('button', { name: 'Supprimer' });
    expect(remove).toBeDisabled();
    expect(remove.querySelector('svg')).toHaveClass('size-4', 'text-brand-700');
  });
});
