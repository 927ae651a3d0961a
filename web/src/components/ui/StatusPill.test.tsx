import { render, screen } from '@testing-library/react';
import { CircleAlert } from 'lucide-react';
import { StatusPill } from './StatusPill';

describe('the status pill', () => {
  it('shows its words in its tone, on one line unless told they may wrap', () => {
    render(
      <>
        <StatusPill tone="success" testId="paid">
          Payé
        </StatusPill>
        <StatusPill tone="pending" wrap="narrow" testId="waiting">
          En attente de paiement
        </StatusPill>
        <StatusPill tone="neutral" wrap="always" testId="credit">
          Paiement sur facture en attente d’approbation
        </StatusPill>
      </>,
    );
    const paid = screen.getByTestId('paid');
    expect(paid).toHaveTextContent('Payé');
    expect(paid).toHaveClass('bg-success-50', 'whitespace-nowrap');
    expect(paid).not.toHaveClass('@max-4xl:whitespace-normal');
    expect(screen.getByTestId('waiting')).toHaveClass(
      'bg-pending-50',
      '@max-4xl:whitespace-normal',
    );
    expect(screen.getByTestId('credit')).not.toHaveClass('whitespace-nowrap');
  });

  it('draws its icon hidden from screen readers, which read only the words', () => {
    render(
      <StatusPill tone="danger" icon={CircleAlert} testId="overdue">
        En retard
      </StatusPill>,
    );
    const pill = screen.getByTestId('overdue');
    expect(pill.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(pill).toHaveAccessibleName('');
    expect(pill).toHaveTextContent(/^En retard$/);
  });
});
