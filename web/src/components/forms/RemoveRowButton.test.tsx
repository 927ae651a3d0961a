import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoveRowButton } from './RemoveRowButton';

describe('the button that removes a row', () => {
  it('says which row it removes, and removes it on click', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<RemoveRowButton label="Retirer" name="Retirer le numéro 2" onRemove={onRemove} />);

    const button = screen.getByRole('button', { name: 'Retirer le numéro 2' });
    expect(button).toHaveTextContent('Retirer');
    await user.click(button);
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
