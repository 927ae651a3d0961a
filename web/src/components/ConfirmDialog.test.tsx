import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from './ConfirmDialog';

function Confirm({
  name,
  busy = false,
  busyLabel,
  error,
  onConfirm = () => {},
  onClose = () => {},
}: {
  name: string | null;
  busy?: boolean;
  busyLabel?: string;
  error?: string;
  onConfirm?: () => void;
  onClose?: () => void;
}) {
  return (
    <ConfirmDialog
      subject={name}
      title="Retirer la personne"
      closeLabel="Fermer"
      keepLabel="Garder"
      confirm={{ icon: Trash2, label: 'Retirer', busyLabel }}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {(subject) => <p>{`${subject} sera retirée.`}</p>}
    </ConfirmDialog>
  );
}

describe('the confirmation dialog', () => {
  it('is closed while there is nothing to confirm', () => {
    render(<Confirm name={null} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what doing it means, then keeps or does it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<Confirm name="Marie Tremblay" onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Retirer la personne' });
    expect(dialog).toHaveTextContent('Marie Tremblay sera retirée.');

    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Garder' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows why the last try failed, and waits while the request is under way', () => {
    const { rerender } = render(<Confirm name="Marie Tremblay" busy error="Échec." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Échec.');
    expect(screen.getByRole('button', { name: 'Retirer' })).toBeDisabled();

    rerender(<Confirm name="Marie Tremblay" busy busyLabel="Retrait…" />);
    expect(screen.getByRole('button', { name: 'Retrait…' })).toBeDisabled();
  });
});
