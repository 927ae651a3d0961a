import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './DataTable';

interface Person {
  id: number;
  name: string;
  city: string;
  seats: number;
}

const people: Person[] = [
  { id: 1, name: 'Marie Tremblay', city: 'Gatineau', seats: 2 },
  { id: 2, name: 'Luc Gagnon', city: 'Hull', seats: 5 },
];

const columns: DataColumn<Person>[] = [
  { key: 'name', header: 'Nom', rowHeader: true, cell: (person) => person.name },
  { key: 'city', header: 'Ville', cell: (person) => person.city },
  { key: 'seats', header: 'Places', numeric: true, cell: (person) => String(person.seats) },
  { key: 'link', header: 'Fiche', hiddenHeader: true, cell: () => <a href="/p">Fiche</a> },
  {
    key: 'actions',
    header: 'Actions',
    actions: true,
    cell: (person) => <button type="button">Retirer {person.name}</button>,
  },
];

function renderTable(rows: readonly Person[]) {
  return render(
    <DataTable
      caption="Liste des personnes"
      rows={rows}
      rowKey={(person) => person.id}
      columns={columns}
      empty="Aucune personne"
      rowProps={() => ({ 'data-testid': 'person-row' })}
    />,
  );
}

describe('the admin data table', () => {
  it('is a table named by its caption, in a region of the same name, one row per item', () => {
    renderTable(people);
    const table = screen.getByRole('table', { name: 'Liste des personnes' });
    expect(screen.getByRole('region', { name: 'Liste des personnes' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nom', 'Ville', 'Places', 'Fiche', 'Actions']);
    const rows = screen.getAllByTestId('person-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Luc Gagnon');
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Retirer Luc Gagnon' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Aucune personne')).not.toBeInTheDocument();
  });

  it('labels each value with its column for the stacked cards, hidden from screen readers', () => {
    renderTable(people);
    const row = screen.getAllByTestId('person-row')[0] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    // Ville and Places get a label; the hidden-header link and the actions do not.
    expect(cells.map((cell) => within(cell).queryByTestId('cell-label')?.textContent)).toEqual([
      'Ville',
      'Places',
      undefined,
      undefined,
    ]);
    for (const label of within(row).getAllByTestId('cell-label')) {
      expect(label).toHaveAttribute('aria-hidden', 'true');
    }
    // The cell's accessible content is its value alone.
    expect(within(row).getByRole('cell', { name: 'Gatineau' })).toBeInTheDocument();
  });

  it('keeps the header row and says so when there is nothing to list', () => {
    renderTable([]);
    const table = screen.getByRole('table', { name: 'Liste des personnes' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(screen.getByText('Aucune personne')).toBeVisible();
  });

  it('gives a row control its own column, without a label, its header above the cards too', () => {
    const withControl: DataColumn<Person>[] = [
      {
        key: 'select',
        header: <input type="checkbox" aria-label="Tout choisir" />,
        control: true,
        cell: (person) => <input type="checkbox" aria-label={`Choisir ${person.name}`} />,
      },
      ...columns,
    ];
    render(
      <DataTable
        caption="Liste des personnes"
        rows={people}
        rowKey={(person) => person.id}
        columns={withControl}
        empty="Aucune personne"
      />,
    );
    const table = screen.getByRole('table', { name: 'Liste des personnes' });
    const [first] = within(table).getAllByRole('columnheader');
    expect(
      within(first as HTMLElement).getByRole('checkbox', { name: 'Tout choisir' }),
    ).toBeInTheDocument();
    // The copy for the cards sits in the region, outside the table (CSS shows one at a time).
    const region = screen.getByRole('region', { name: 'Liste des personnes' });
    expect(within(region).getAllByRole('checkbox', { name: 'Tout choisir' })).toHaveLength(2);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const [cell] = within(row).getAllByRole('cell');
    expect(within(cell as HTMLElement).queryByTestId('cell-label')).not.toBeInTheDocument();
    expect(within(cell as HTMLElement).getByRole('checkbox')).toHaveAccessibleName(
      'Choisir Marie Tremblay',
    );
  });
});
