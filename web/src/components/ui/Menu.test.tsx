import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from './Menu';

function renderMenu(busy = false) {
  const chosen: string[] = [];
  const items = ['Approuver', 'Refuser', 'Paiement reçu'].map((label) => ({
    key: label,
    label,
    ariaLabel: `${label} la réservation SEC-1`,
    onSelect: () => chosen.push(label),
  }));
  render(
    <>
      <Menu
        label="Actions"
        buttonLabel="Actions pour la réservation SEC-1"
        items={items}
        busy={busy}
      />
      <button type="button">Après</button>
    </>,
  );
  return {
    chosen,
    button: screen.getByRole('button', { name: 'Actions pour la réservation SEC-1' }),
  };
}

describe('the menu button', () => {
  it('opens on the first item, moves with Home and End, and runs an item with Enter', async () => {
    const user = userEvent.setup();
    const { chosen, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-controls');

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Actions pour la réservation SEC-1' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    expect(items.map((item) => item.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1']);
    await user.keyboard('{End}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}{Enter}');

    expect(chosen).toEqual(['Refuser']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when focus leaves with Tab', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays closed, and focusable, while its action is under way', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu(true);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
