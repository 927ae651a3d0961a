import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMoreButton } from './LoadMoreButton';

describe("the button that loads a list's next page", () => {
  it('says "Load more" unless the list names what it loads, and runs its click', async () => {
    const onClick = vi.fn();
    render(<LoadMoreButton loading={false} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('says it is loading, and is disabled, while the page comes', () => {
    render(<LoadMoreButton label="Plus d’employés" loading />);
    expect(screen.getByRole('button', { name: 'Chargement…' })).toBeDisabled();
  });
});
