import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Save } from 'lucide-react';
import { DialogFormActions } from './DialogFormActions';

const texts = { cancelLabel: 'Annuler', confirmLabel: 'Enregistrer', busyLabel: 'Enregistrement…' };

describe("a dialog form's actions", () => {
  it('cancels with the secondary button and submits with the other', async () => {
    const onCancel = vi.fn();
    render(<DialogFormActions {...texts} icon={Save} busy={false} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('type', 'submit');
  });

  it('says the request is under way, and refuses the submit when told', () => {
    const { rerender } = render(
      <DialogFormActions {...texts} icon={Save} busy onCancel={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Enregistrement…' })).toBeDisabled();
    rerender(
      <DialogFormActions {...texts} icon={Save} busy={false} disabled onCancel={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });
});
