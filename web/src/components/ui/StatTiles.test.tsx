import { render, screen, within } from '@testing-library/react';
import { Clock, Inbox } from 'lucide-react';
import { StatTiles } from './StatTiles';

describe('the figure tiles', () => {
  it('lists each figure with its label, named for screen readers, labels never cut short', () => {
    render(
      <StatTiles
        label="Réservations par statut"
        columns="grid-cols-2"
        stats={[
          { key: 'total', label: 'Total', value: '7', icon: Inbox },
          {
            key: 'pending',
            label: 'Heures d’apprentissage',
            value: '4',
            icon: Clock,
            extra: <span>+2 cette semaine</span>,
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Réservations par statut' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('4');
    const label = screen.getByText('Heures d’apprentissage', { selector: 'dt' });
    expect(label.parentElement?.querySelector('dd')).toHaveTextContent('4');
    // Long French labels wrap: nothing truncates them to "Heures d’appr…".
    expect(label.className).not.toMatch(/truncate|text-ellipsis|whitespace-nowrap/);
    expect(screen.getByText('+2 cette semaine')).toBeInTheDocument();
  });
});
