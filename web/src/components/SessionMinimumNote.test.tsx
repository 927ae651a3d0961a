import { screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { SessionMinimumNote } from './SessionMinimumNote';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const decisionAt = '2030-12-04T09:00:00-05:00';

describe('the note on a session with a minimum of seats', () => {
  it('says by when it will be confirmed and why, until its decision', () => {
    renderWithProviders(
      <SessionMinimumNote session={{ minimumSeats: 6, decisionAt, decision: null }} />,
    );
    expect(plain(screen.getByTestId('session-minimum').textContent)).toBe(
      'À confirmer au plus tard le mercredi 4 décembre 2030 La séance a lieu s’il y a assez d’inscriptions.',
    );
  });

  it('says it is confirmed once it is', () => {
    renderWithProviders(
      <SessionMinimumNote session={{ minimumSeats: 6, decisionAt, decision: 'confirmed' }} />,
    );
    expect(screen.getByTestId('session-minimum')).toHaveTextContent('Confirmée');
  });

  it('says nothing without a minimum, or from a server that does not say one', () => {
    const { container } = renderWithProviders(
      <>
        <SessionMinimumNote session={{ minimumSeats: 0, decisionAt: null, decision: null }} />
        <SessionMinimumNote session={{}} />
        <SessionMinimumNote session={{ minimumSeats: 6, decisionAt, decision: 'cancelled' }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is in English too', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(
      <SessionMinimumNote session={{ minimumSeats: 6, decisionAt, decision: null }} />,
    );
    expect(plain(screen.getByTestId('session-minimum').textContent)).toBe(
      'To be confirmed by Wednesday, December 4, 2030 The session runs if enough people book.',
    );
  });
});
