import { render, screen } from '@testing-library/react';
import { richText } from './rich-text';

describe('richText', () => {
  it('makes each known tag its element and leaves the rest as text', () => {
    render(
      <p data-testid="sentence">
        {richText('J’accepte les <terms>conditions</terms> et la <other>politique</other>.', {
          terms: <a href="/terms" />,
        })}
      </p>,
    );
    expect(screen.getByTestId('sentence')).toHaveTextContent(
      'J’accepte les conditions et la politique.',
    );
    expect(screen.getByRole('link', { name: 'conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.queryByRole('link', { name: 'politique' })).toBeNull();
  });
});
