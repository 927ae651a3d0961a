import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  callsTo,
  errorResponse,
  fetchedUrls,
  jsonResponse,
  lastBodyOf,
  type Routes,
} from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { i18n } from '@/lib/i18n/i18n';
import type { Company, Employee, Workplace, WorkplaceCompliance } from '../api/types';
import './CompanyPage';

configure({ asyncUtilTimeout: 5000 });

const acme: Company = {
  id: 12,
  name: 'Acme Québec inc.',
  address: '12, rue Principale, Gatineau',
  billingEmail: 'comptes@acme.example',
  neq: '',
  purchaseOrder: '',
  language: 'fr',
  creditApproved: false,
  createdAt: '2026-11-02T15:00:00Z',
};

const factory: Workplace = {
  id: 3,
  name: 'Usine de Gatineau',
  address: '',
  sector: 'establishment',
  shifts: [160],
  closedOn: null,
};
const site: Workplace = {
  id: 4,
  name: 'Chantier Nord',
  address: '',
  sector: 'construction',
  shifts: [12],
  closedOn: null,
};

const complianceOf = ({ closedOn: _closed, shifts, ...workplace }: Workplace) =>
  ({
    ...workplace,
    shifts: shifts.map((workers) => ({
      workers,
      required: 1,
      certified: 1,
      expiringSoon: 0,
      booked: 0,
      missing: 0,
    })),
  }) satisfies WorkplaceCompliance;

const luc: Employee = {
  id: 21,
  firstName: 'Luc',
  lastName: 'Gagnon',
  email: 'luc@acme.example',
  employeeNumber: 'E-1024',
  workplaceId: 3,
  shift: 0,
  createdAt: '2026-11-03T15:00:00Z',
  leftOn: null,
};
const zoe: Employee = {
  ...luc,
  id: 22,
  firstName: 'Zoé',
  lastName: 'Roy',
  email: '',
  employeeNumber: '',
  workplaceId: 4,
};

/**
 * Acme's page, whose server keeps the employees' departures and the workplaces' closures: the
 * employees list those still employed, or with ?departed=true those who left; the compliance
 * leaves the closed workplaces out.
 */
function mockCompany(routes: Routes = {}) {
  const employees = new Map([luc, zoe].map((employee) => [employee.id, employee]));
  const workplaces = new Map([factory, site].map((workplace) => [workplace.id, workplace]));
  const bodyOf = (init: RequestInit | undefined) =>
    JSON.parse(String(init?.body)) as Record<string, string>;
  const departure =
    (id: number) =>
    (init: RequestInit | undefined): Response => {
      const employee = employees.get(id) ?? luc;
      const changed = {
        ...employee,
        leftOn: init?.method === 'PUT' ? (bodyOf(init).leftOn ?? null) : null,
      };
      employees.set(id, changed);
      return jsonResponse(200, { employee: changed });
    };
  const closure =
    (id: number) =>
    (init: RequestInit | undefined): Response => {
      const workplace = workplaces.get(id) ?? site;
      const changed = {
        ...workplace,
        closedOn: init?.method === 'PUT' ? (bodyOf(init).closedOn ?? null) : null,
      };
      workplaces.set(id, changed);
      return jsonResponse(200, { workplace: changed });
    };
  return mockSession(makeUser({ id: 7 }), {
    'GET /api/companies/12': () =>
      jsonResponse(200, { company: acme, paymentInstructions: 'Virement Interac' }),
    'GET /api/companies/12/workplaces': () =>
      jsonResponse(200, { workplaces: [...workplaces.values()] }),
    'GET /api/companies/12/compliance': () =>
      jsonResponse(200, {
        workplaces: [...workplaces.values()]
          .filter((workplace) => workplace.closedOn === null)
          .map(complianceOf),
        nextFirstAidSession: null,
      }),
    'GET /api/companies/12/employees': (_init, url) => {
      const departed = url.searchParams.get('departed') === 'true';
      return jsonResponse(200, {
        employees: [...employees.values()].filter(
          (employee) => (employee.leftOn !== null) === departed,
        ),
        nextCursor: null,
      });
    },
    'PUT /api/companies/12/employees/21/departure': departure(21),
    'DELETE /api/companies/12/employees/21/departure': departure(21),
    'PUT /api/companies/12/workplaces/4/closure': closure(4),
    'DELETE /api/companies/12/workplaces/4/closure': closure(4),
    'GET /api/companies/12/bookings': () =>
      jsonResponse(200, { teamBookings: [], nextCursor: null }),
    'GET /api/companies/12/invoices': () => jsonResponse(200, { invoices: [], nextCursor: null }),
    'GET /api/companies/12/managers': () => jsonResponse(200, { managers: [], invitations: [] }),
    ...routes,
  });
}

const employeesSection = () => screen.getByRole('region', { name: 'Employés' });
const workplacesSection = () =>
  screen.getByRole('region', { name: 'Lieux de travail et secouristes' });
const rowOf = (name: string) =>
  within(employeesSection())
    .getAllByTestId('employee-row')
    .find((row) => row.textContent?.includes(name));

describe('employees who leave and workplaces that close', () => {
  it('records a departure on the day chosen, lists the person among the former employees, and undoes it', async () => {
    const spy = mockCompany();
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const luc = await within(await screen.findByRole('region', { name: 'Employés' })).findByText(
      'Luc Gagnon',
    );
    expect(rowOf('Luc Gagnon')).toHaveTextContent('N° d’employé : E-1024');
    expect(luc).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enregistrer le départ de Luc Gagnon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Départ de Luc Gagnon' });
    expect(dialog).toHaveTextContent(
      'La personne ne comptera plus parmi vos secouristes et ne sera plus proposée pour réserver. Son historique est conservé.',
    );
    const date = within(dialog).getByLabelText('Date du départ');
    expect(date).toHaveValue(todayInQuebec());
    expect(date).toHaveAttribute('max', todayInQuebec());
    expect(date).toHaveFocus();

    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le départ' }));
    expect(date).toHaveAccessibleDescription(
      'La date du départ ne peut pas être dans le futur\u00a0: indiquez aujourd’hui ou une date passée.',
    );
    expect(callsTo(spy, 'PUT', '/api/companies/12/employees/21/departure')).toBe(0);

    await user.clear(date);
    await user.type(date, '2025-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le départ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBodyOf(spy, 'PUT', '/api/companies/12/employees/21/departure')).toEqual({
      leftOn: '2025-06-30',
    });
    const notice = within(employeesSection()).getByRole('status');
    expect(notice).toHaveTextContent(
      'Départ de Luc Gagnon enregistré en date du 30 juin 2025. Vous retrouverez cette personne sous « Anciens employés ».',
    );
    expect(notice.parentElement).toHaveFocus();
    await waitFor(() => expect(rowOf('Luc Gagnon')).toBeUndefined());
    expect(rowOf('Zoé Roy')).toBeDefined();

    await user.click(within(employeesSection()).getByRole('radio', { name: 'Anciens employés' }));
    await waitFor(() => expect(rowOf('Luc Gagnon')).toHaveTextContent('Départ le 30 juin 2025'));
    expect(rowOf('Zoé Roy')).toBeUndefined();
    expect(fetchedUrls(spy, '/api/companies/12/employees').map((url) => url.search)).toContain(
      '?departed=true',
    );
    expect(
      within(employeesSection()).queryByRole('button', { name: /Enregistrer le départ/ }),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Annuler le départ de Luc Gagnon' }));
    expect(await within(employeesSection()).findByRole('status')).toHaveTextContent(
      'Départ de Luc Gagnon annulé : cette personne fait de nouveau partie de vos employés.',
    );
    expect(callsTo(spy, 'DELETE', '/api/companies/12/employees/21/departure')).toBe(1);
    expect(
      await within(employeesSection()).findByText('Aucun ancien employé.'),
    ).toBeInTheDocument();

    await user.click(within(employeesSection()).getByRole('radio', { name: 'Employés actuels' }));
    await waitFor(() => expect(rowOf('Luc Gagnon')).toBeDefined());
  });

  it('closes a workplace on the day chosen, with the server’s refusal on the date first, then reopens it', async () => {
    let refused = false;
    const spy = mockCompany();
    const closures = spy.getMockImplementation();
    spy.mockImplementation(async (input, init) => {
      if (!refused && init?.method === 'PUT' && String(input).endsWith('/workplaces/4/closure')) {
        refused = true;
        return errorResponse(400, 'invalid-input', { closedOn: 'in-future' });
      }
      return closures!(input, init);
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const close = await screen.findByRole('button', {
      name: 'Fermer le lieu de travail Chantier Nord',
    });
    await user.click(close);
    const dialog = await screen.findByRole('dialog', { name: 'Fermer Chantier Nord' });
    const date = within(dialog).getByLabelText('Date de fermeture');
    expect(date).toHaveValue(todayInQuebec());

    await user.click(within(dialog).getByRole('button', { name: 'Fermer le lieu' }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        'La date de fermeture ne peut pas être dans le futur\u00a0: indiquez aujourd’hui ou une date passée.',
      ),
    );
    expect(date).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Fermer le lieu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBodyOf(spy, 'PUT', '/api/companies/12/workplaces/4/closure')).toEqual({
      closedOn: todayInQuebec(),
    });
    const today = formatCalendarDate(todayInQuebec(), 'fr');
    const notice = within(workplacesSection()).getByRole('status');
    expect(notice).toHaveTextContent(
      `Lieu de travail « Chantier Nord » fermé en date du ${today}. Vous le retrouverez sous « Lieux fermés ».`,
    );
    expect(notice.parentElement).toHaveFocus();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Chantier Nord' })).toBeNull(),
    );
    const closed = await within(workplacesSection()).findByRole('list', {
      name: 'Lieux de travail fermés',
    });
    expect(within(closed).getByTestId('closed-workplace')).toHaveTextContent(
      `Chantier NordFermé le ${today}`,
    );

    // Closed, it is no longer offered for a new employee; Zoé, who works there, keeps it.
    const form = screen.getByRole('region', { name: 'Ajouter un employé' });
    await waitFor(() =>
      expect(
        within(within(form).getByLabelText('Lieu de travail (facultatif)'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Aucun pour l’instant', 'Usine de Gatineau']),
    );
    expect(rowOf('Zoé Roy')).toHaveTextContent('Chantier Nord (fermé)');
    await user.click(screen.getByRole('button', { name: 'Modifier l’employé Zoé Roy' }));
    const edit = await screen.findByRole('dialog', { name: 'Modifier l’employé' });
    const select = within(edit).getByLabelText('Lieu de travail (facultatif)');
    expect(select).toHaveValue('4');
    expect(
      within(select).getByRole('option', { name: 'Chantier Nord (fermé)' }),
    ).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Fermer' }));

    await user.click(
      screen.getByRole('button', { name: 'Rouvrir le lieu de travail Chantier Nord' }),
    );
    expect(await within(workplacesSection()).findByRole('status')).toHaveTextContent(
      'Lieu de travail « Chantier Nord » rouvert.',
    );
    expect(callsTo(spy, 'DELETE', '/api/companies/12/workplaces/4/closure')).toBe(1);
    expect(await screen.findByRole('article', { name: 'Chantier Nord' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(workplacesSection()).queryByTestId('closed-workplace')).toBeNull(),
    );
  });

  it('says a workplace closed meanwhile cannot take a new employee', async () => {
    mockCompany({
      'POST /api/companies/12/employees': () =>
        errorResponse(400, 'invalid-input', { workplaceId: 'workplace-closed' }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const form = await screen.findByRole('region', { name: 'Ajouter un employé' });
    await within(employeesSection()).findByText('Luc Gagnon');
    await user.type(within(form).getByLabelText('Prénom'), 'Léa');
    await user.type(within(form).getByLabelText('Nom'), 'Roy');
    await user.selectOptions(
      within(form).getByLabelText('Lieu de travail (facultatif)'),
      'Chantier Nord',
    );
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’employé' }));
    const select = within(form).getByLabelText('Lieu de travail (facultatif)');
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(
        'Ce lieu de travail est fermé. Choisissez-en un autre.',
      ),
    );
    expect(select).toHaveFocus();
  });

  it('sends the employee number with the employee', async () => {
    const spy = mockCompany({
      'POST /api/companies/12/employees': () =>
        jsonResponse(201, { employee: { ...luc, id: 23, firstName: 'Léa', lastName: 'Roy' } }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const form = await screen.findByRole('region', { name: 'Ajouter un employé' });
    await user.type(within(form).getByLabelText('Prénom'), 'Léa');
    await user.type(within(form).getByLabelText('Nom'), 'Roy');
    await user.type(within(form).getByLabelText('Numéro d’employé (facultatif)'), ' E-77 ');
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’employé' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Léa Roy fait maintenant partie de vos employés.',
    );
    expect(lastBodyOf(spy, 'POST', '/api/companies/12/employees')).toEqual({
      firstName: 'Léa',
      lastName: 'Roy',
      employeeNumber: 'E-77',
    });
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    mockCompany();
    const user = userEvent.setup();
    renderRoute('/companies/12');
    expect(
      await screen.findByRole('button', { name: 'Close the workplace Chantier Nord' }),
    ).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Record the departure of Luc Gagnon' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Departure of Luc Gagnon' }),
    ).toHaveTextContent('They will no longer count among your first-aiders');
  });
});
