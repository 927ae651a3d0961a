import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMenuButton } from './use-menu-button';

function TestMenu({ scope, disabled }: { scope?: string; disabled?: boolean }) {
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton({ scope, disabled });
  return (
    <div ref={rootRef}>
      <button type="button" {...buttonProps}>
        Actions
      </button>
      {open && (
        <ul {...menuProps}>
          {['Un', 'Deux', 'Trois'].map((label) => (
            <li key={label} role="none">
              <button type="button" role="menuitem" tabIndex={-1} onClick={() => close(true)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('useMenuButton', () => {
  it('opens on the last item with the up arrow and wraps around', async () => {
    const user = userEvent.setup();
    render(<TestMenu />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument();
    expect(item('Trois')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Un')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Trois')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('closes when its scope changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TestMenu scope="/a" />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    rerender(<TestMenu scope="/b" />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    render(<TestMenu disabled />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.keyboard('{ArrowUp}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
