import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Routes } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import type { Company, Employee, Workplace, WorkplaceCompliance } from '../api/types';
import './CompanyPage';

configure({ asyncUtilTimeout: 5000 });

const manager = makeUser({ id: 7 });

const acme: Company = {
  id: 12,
  name: 'Acme Québec inc.',
  address: '12, rue Principale, Gatineau',
  billingEmail: 'comptes@acme.example',
  neq: '1234567890',
  purchaseOrder: '',
  language: 'fr',
  creditApproved: false,
  createdAt: '2026-11-02T15:00:00Z',
};

const factory: Workplace = {
  id: 3,
  name: 'Usine de Gatineau',
  address: '100, boul. Maloney',
  sector: 'establishment',
  shifts: [160, 83],
  closedOn: null,
};
const site: Workplace = {
  id: 4,
  name: 'Chantier Aylmer',
  address: '',
  sector: 'construction',
  shifts: [12],
  closedOn: null,
};

const compliance: WorkplaceCompliance[] = [
  {
    ...factory,
    shifts: [
      { workers: 160, required: 3, certified: 1, expiringSoon: 0, booked: 0, missing: 2 },
      { workers: 83, required: 2, certified: 2, expiringSoon: 1, booked: 0, missing: 0 },
    ],
  },
  // Issue 42: a seat booked on a first-aid class counts as a first-aider on the way.
  {
    ...site,
    shifts: [{ workers: 12, required: 1, certified: 0, expiringSoon: 0, booked: 1, missing: 0 }],
  },
];

const luc: Employee = {
  id: 21,
  firstName: 'Luc',
  lastName: 'Gagnon',
  email: 'luc@acme.example',
  workplaceId: 3,
  shift: 1,
  createdAt: '2026-11-03T15:00:00Z',
  employeeNumber: '',
  leftOn: null,
};
const zoe: Employee = {
  ...luc,
  id: 22,
  firstName: 'Zoé',
  lastName: 'Roy',
  email: '',
  workplaceId: null,
  shift: null,
};

/** Acme's page with its two workplaces and two employees, and `routes` over them. */
function mockCompany(routes: Routes = {}) {
  return mockSession(manager, {
    'GET /api/companies/12': () =>
      jsonResponse(200, {
        company: acme,
        paymentInstructions: 'Virement Interac à paiements@secours.example',
      }),
    'GET /api/companies/12/workplaces': () => jsonResponse(200, { workplaces: [factory, site] }),
    'GET /api/companies/12/compliance': () => jsonResponse(200, { workplaces: compliance }),
    'GET /api/companies/12/employees': () =>
      jsonResponse(200, { employees: [luc, zoe], nextCursor: null }),
    'GET /api/companies/12/bookings': () =>
      jsonResponse(200, { teamBookings: [], nextCursor: null }),
    'GET /api/companies/12/invoices': () => jsonResponse(200, { invoices: [], nextCursor: null }),
    ...routes,
  });
}

const workplace = (name: string) => screen.getByRole('article', { name });

describe('a company’s page', () => {
  it('shows each shift’s workers, first-aiders required and trained, and what is missing', async () => {
    mockCompany();
    renderRoute('/companies/12');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Québec inc.' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Coordonnées' });
    expect(details).toHaveTextContent('comptes@acme.example');
    expect(details).toHaveTextContent('1234567890');
    expect(details).toHaveTextContent('Bon de commandeNon indiqué');
    expect(details).toHaveTextContent('Pas encore approuvé par notre bureau');
    expect(
      screen.getByRole('region', { name: 'Lieux de travail et secouristes' }),
    ).toHaveTextContent(
      'suit le Règlement sur les normes minimales de premiers secours et de premiers soins (RLRQ, c. A-3.001, r. 10)',
    );

    const usine = await screen.findByRole('article', { name: 'Usine de Gatineau' });
    expect(usine).toHaveTextContent('Établissement · 100, boul. Maloney');
    expect(usine).toHaveTextContent('Il manque 2 secouristes');
    const [day, evening] = within(usine).getAllByTestId('shift-row') as [HTMLElement, HTMLElement];
    expect(within(day).getByRole('rowheader')).toHaveTextContent('Quart 1');
    expect(day).toHaveTextContent('160');
    expect(within(day).getByTestId('required')).toHaveTextContent('3');
    expect(within(day).getByTestId('gap')).toHaveTextContent('2 manquants');
    expect(evening).toHaveTextContent('83');
    expect(within(evening).getByTestId('required')).toHaveTextContent('2');
    expect(within(evening).getByTestId('gap')).toHaveTextContent(
      'Conforme1 certificat expire d’ici 90 jours',
    );
    expect(workplace('Chantier Aylmer')).toHaveTextContent('Chantier de construction');
    expect(workplace('Chantier Aylmer')).toHaveTextContent('Tous les quarts sont conformes');
    expect(within(workplace('Chantier Aylmer')).getByTestId('gap')).toHaveTextContent(
      'Conforme1 place réservée',
    );

    const [first, second] = await screen.findAllByTestId('employee-row');
    expect(first).toHaveTextContent('Luc Gagnon');
    expect(first).toHaveTextContent('luc@acme.example');
    expect(first).toHaveTextContent('Usine de Gatineau, quart 2');
    expect(second).toHaveTextContent('Zoé Roy');
    expect(second).toHaveTextContent('Aucun courriel');
    expect(second).toHaveTextContent('Non affecté');
    expect(screen.getByText('2 employés affichés')).toBeInTheDocument();
  });

  it('says "Compliant" and "2 missing" in English', async () => {
    await i18n.changeLanguage('en');
    mockCompany();
    renderRoute('/companies/12');
    const usine = await screen.findByRole('article', { name: 'Usine de Gatineau' });
    const [day, evening] = within(usine).getAllByTestId('gap');
    expect(day).toHaveTextContent('2 missing');
    expect(evening).toHaveTextContent('Compliant1 certificate expires within 90 days');
    expect(usine).toHaveTextContent('2 first-aiders missing');
  });

  it('says the company is not found to anyone who does not manage it', async () => {
    mockSession(manager, {
      'GET /api/companies/99': () => errorResponse(404, 'not-found'),
    });
    renderRoute('/companies/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entreprise introuvable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cette entreprise n’existe pas, ou vous n’en êtes pas gestionnaire.',
    );
    expect(screen.getByRole('link', { name: 'Mes entreprises' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });

  it('says the company is not found for an address that is no company number, asking nothing', async () => {
    const spy = mockSession(manager);
    renderRoute('/companies/acme');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entreprise introuvable' }),
    ).toBeInTheDocument();
    expect(spy.mock.calls.map(([input]) => String(input))).toEqual(['/api/auth/me']);
  });

  it('adds a workplace with the workers of each shift, and shows its first-aiders', async () => {
    let added = false;
    const entrepot = {
      id: 5,
      name: 'Entrepôt',
      address: '',
      sector: 'forestry' as const,
      shifts: [12, 1200],
    };
    const spy = mockCompany({
      'POST /api/companies/12/workplaces': () => {
        added = true;
        return jsonResponse(201, { workplace: entrepot });
      },
      'GET /api/companies/12/compliance': () =>
        jsonResponse(200, {
          workplaces: added
            ? [
                ...compliance,
                {
                  ...entrepot,
                  shifts: [
                    {
                      workers: 12,
                      required: 3,
                      certified: 0,
                      expiringSoon: 0,
                      booked: 0,
                      missing: 3,
                    },
                    {
                      workers: 1200,
                      required: 240,
                      certified: 0,
                      expiringSoon: 0,
                      booked: 0,
                      missing: 240,
                    },
                  ],
                },
              ]
            : compliance,
        }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await screen.findByRole('article', { name: 'Usine de Gatineau' });
    const form = screen.getByRole('region', { name: 'Ajouter un lieu de travail' });

    await user.type(within(form).getByLabelText('Nom du lieu'), 'Entrepôt');
    await user.selectOptions(within(form).getByLabelText('Secteur'), 'Travaux forestiers');
    await user.type(within(form).getByLabelText('Travailleurs du quart 1'), '12');
    await user.click(within(form).getByRole('button', { name: 'Ajouter un quart' }));
    const second = within(form).getByLabelText('Travailleurs du quart 2');
    expect(second).toHaveFocus();
    await user.type(second, '1 200');
    await user.click(within(form).getByRole('button', { name: 'Ajouter un quart' }));
    await user.click(within(form).getByRole('button', { name: 'Retirer le quart 3' }));
    expect(within(form).getByRole('button', { name: 'Ajouter un quart' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Ajouter le lieu' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Lieu de travail « Entrepôt » ajouté.',
    );
    expect(lastBodyOf(spy, 'POST', '/api/companies/12/workplaces')).toEqual({
      name: 'Entrepôt',
      sector: 'forestry',
      shifts: [12, 1200],
    });
    expect(workplace('Entrepôt')).toHaveTextContent('Travaux forestiers');
    expect(workplace('Entrepôt')).toHaveTextContent('Il manque 243 secouristes');
    expect(within(form).getByLabelText('Nom du lieu')).toHaveValue('');
    expect(within(form).getAllByTestId('shift-field')).toHaveLength(1);
    // The employee form offers the new workplace.
    await waitFor(() => expect(callsTo(spy, 'GET', '/api/companies/12/workplaces')).toBe(2));
  });

  it('asks for a whole number of workers on each shift', async () => {
    const spy = mockCompany();
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await screen.findByRole('article', { name: 'Usine de Gatineau' });
    const form = screen.getByRole('region', { name: 'Ajouter un lieu de travail' });

    await user.type(within(form).getByLabelText('Nom du lieu'), 'Entrepôt');
    await user.type(within(form).getByLabelText('Travailleurs du quart 1'), '12,5');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le lieu' }));

    expect(within(form).getByLabelText('Travailleurs du quart 1')).toHaveAccessibleDescription(
      'Indiquez un nombre entier de travailleurs, de 0 à 100\u00a0000.',
    );
    expect(callsTo(spy, 'POST', '/api/companies/12/workplaces')).toBe(0);
  });

  it('adds an employee on the shift chosen when the workplace has several', async () => {
    const lea: Employee = { ...luc, id: 23, firstName: 'Léa', lastName: 'Roy', email: '' };
    let added = false;
    const spy = mockCompany({
      'POST /api/companies/12/employees': () => {
        added = true;
        return jsonResponse(201, { employee: lea });
      },
      'GET /api/companies/12/employees': () =>
        jsonResponse(200, { employees: added ? [lea, luc, zoe] : [luc, zoe], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await screen.findAllByTestId('employee-row');
    const form = screen.getByRole('region', { name: 'Ajouter un employé' });

    await user.type(within(form).getByLabelText('Prénom'), 'Léa');
    await user.type(within(form).getByLabelText('Nom'), 'Roy');
    expect(within(form).queryByLabelText('Quart')).not.toBeInTheDocument();
    await user.selectOptions(
      within(form).getByLabelText('Lieu de travail (facultatif)'),
      'Chantier Aylmer',
    );
    expect(within(form).queryByLabelText('Quart')).not.toBeInTheDocument();
    await user.selectOptions(
      within(form).getByLabelText('Lieu de travail (facultatif)'),
      'Usine de Gatineau',
    );
    const shift = within(form).getByLabelText('Quart');
    expect(
      within(shift)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Quart 1 (160\u00a0travailleurs)', 'Quart 2 (83\u00a0travailleurs)']);
    await user.selectOptions(shift, '1');
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’employé' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Léa Roy fait maintenant partie de vos employés.',
    );
    expect(lastBodyOf(spy, 'POST', '/api/companies/12/employees')).toEqual({
      firstName: 'Léa',
      lastName: 'Roy',
      workplaceId: 3,
      shift: 1,
    });
    await waitFor(() => expect(screen.getAllByTestId('employee-row')).toHaveLength(3));
    expect(within(form).getByLabelText('Prénom')).toHaveValue('');
    expect(within(form).getByLabelText('Prénom')).toHaveFocus();
    expect(within(form).getByLabelText('Lieu de travail (facultatif)')).toHaveValue('3');
  });

  it('shows the server’s refusal of the workplace on the workplace field', async () => {
    mockCompany({
      'POST /api/companies/12/employees': () =>
        errorResponse(400, 'invalid-input', { workplaceId: 'not-found' }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await screen.findAllByTestId('employee-row');
    const form = screen.getByRole('region', { name: 'Ajouter un employé' });

    await user.type(within(form).getByLabelText('Prénom'), 'Léa');
    await user.type(within(form).getByLabelText('Nom'), 'Roy');
    await user.type(within(form).getByLabelText('Courriel (facultatif)'), 'lea@acme.example');
    await user.selectOptions(
      within(form).getByLabelText('Lieu de travail (facultatif)'),
      'Chantier Aylmer',
    );
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’employé' }));

    const select = within(form).getByLabelText('Lieu de travail (facultatif)');
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    expect(select).toHaveAccessibleDescription(
      'Ce lieu de travail n’existe plus. Choisissez-en un autre.',
    );
    expect(select).toHaveFocus();
  });
});
