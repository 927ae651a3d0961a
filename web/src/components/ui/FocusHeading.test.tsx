import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { FocusHeading } from './FocusHeading';

describe('the heading the focus moves to', () => {
  it('is an h2 by default, focusable by script only, with its ref and id', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <FocusHeading id="result" ref={ref} className="text-xl font-bold">
        Résultat
      </FocusHeading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Résultat' });
    expect(heading).toHaveAttribute('id', 'result');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveClass('text-xl', 'font-bold', 'focus:outline-none');
    ref.current?.focus();
    expect(heading).toHaveFocus();
  });

  it('takes another level', () => {
    render(<FocusHeading level={1}>Lien envoyé</FocusHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Lien envoyé' })).toBeInTheDocument();
  });
});
