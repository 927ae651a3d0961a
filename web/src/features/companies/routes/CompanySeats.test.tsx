import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Routes } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Company, Employee, TeamBooking, TeamSeat } from '../api/types';
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
  creditApproved: true,
  createdAt: '2026-11-02T15:00:00Z',
};

const zoe: Employee = {
  id: 22,
  firstName: 'Zoé',
  lastName: 'Roy',
  email: 'zoe@acme.example',
  workplaceId: null,
  shift: null,
  createdAt: '2026-11-03T15:00:00Z',
  employeeNumber: '',
  leftOn: null,
};

const team: TeamBooking = {
  id: 5,
  companyId: 12,
  sessionId: 31,
  courseId: 2,
  courseTitle: { fr: 'RCR-DEA niveau C', en: 'CPR-AED Level C' },
  startsAt: '2030-12-07T09:00:00-05:00',
  endsAt: '2030-12-07T16:00:00-05:00',
  location: 'Salle A, Gatineau',
  paymentMethod: 'invoice',
  invoiceId: 9,
  invoiceNumber: 'F-2026-000009',
  createdAt: '2026-11-20T15:00:00Z',
};

const seat = (id: number, firstName: string, lastName: string, email = ''): TeamSeat => ({
  id,
  reference: `SEC-00000${id}`,
  firstName,
  lastName,
  email,
  employeeId: firstName ? id : null,
  status: 'approved',
  paymentStatus: 'awaiting-payment',
  amounts: {
    subtotalCents: 12500,
    gstCents: 625,
    qstCents: 1247,
    totalCents: 14372,
    currency: 'CAD',
  },
});
const luc = seat(1, 'Luc', 'Gagnon', 'luc@acme.example');
const unnamed = seat(2, '', '');

/** The seats the server holds now: a change's answer replaces them. */
let current: TeamSeat[] = [];

function changes(seats: TeamSeat[]) {
  return () => {
    current = seats;
    return jsonResponse(200, { teamBooking: team, seats, cardPayment: null });
  };
}

function mockCompany(routes: Routes = {}) {
  current = [luc, unnamed];
  return mockSession(makeUser(), {
    'GET /api/companies/12': () =>
      jsonResponse(200, {
        company: acme,
        paymentInstructions: 'Virement Interac à paiements@secours.example',
      }),
    'GET /api/companies/12/compliance': () =>
      jsonResponse(200, { workplaces: [], nextFirstAidSession: null }),
    'GET /api/companies/12/workplaces': () => jsonResponse(200, { workplaces: [] }),
    'GET /api/companies/12/employees': () =>
      jsonResponse(200, { employees: [zoe], nextCursor: null }),
    'GET /api/companies/12/managers': () => jsonResponse(200, { managers: [], invitations: [] }),
    'GET /api/companies/12/bookings': () =>
      jsonResponse(200, { teamBookings: [team], nextCursor: null }),
    'GET /api/companies/12/bookings/5': () =>
      jsonResponse(200, { teamBooking: team, seats: current, cardPayment: null }),
    'GET /api/companies/12/invoices': () => jsonResponse(200, { invoices: [], nextCursor: null }),
    ...routes,
  });
}

async function openSeats(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: 'RCR-DEA niveau C' });
  await user.click(within(card).getByRole('button', { name: 'Voir les participants' }));
  await within(card).findAllByTestId('seat');
  return card;
}

describe('a team booking’s seats', () => {
  it('names an unnamed seat with a listed employee and says so', async () => {
    const spy = mockCompany({
      'PUT /api/companies/12/bookings/5/seats/2': changes([
        luc,
        { ...unnamed, firstName: 'Zoé', lastName: 'Roy', employeeId: 22 },
      ]),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const card = await openSeats(user);
    expect(within(card).getByText('Place à nommer')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Nommer la place SEC-000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nommer la place' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Employé/ }),
      'Zoé Roy (zoe@acme.example)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBodyOf(spy, 'PUT', '/api/companies/12/bookings/5/seats/2')).toEqual({
      employeeId: 22,
    });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'La place est maintenant au nom de Zoé Roy.',
    );
    expect(within(card).queryByText('Place à nommer')).toBeNull();
  });

  it('replaces an attendee by a person typed in, and checks their names first', async () => {
    const spy = mockCompany({
      'PUT /api/companies/12/bookings/5/seats/1': changes([seat(1, 'Éli', 'Côté'), unnamed]),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const card = await openSeats(user);
    await user.click(
      within(card).getByRole('button', { name: 'Remplacer ou nommer\u00a0: Luc Gagnon' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remplacer la personne' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Veuillez indiquer le prénom.')).toBeInTheDocument();
    expect(callsTo(spy, 'PUT', '/api/companies/12/bookings/5/seats/1')).toBe(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Prénom' }), 'Éli');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Côté');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBodyOf(spy, 'PUT', '/api/companies/12/bookings/5/seats/1')).toEqual({
      firstName: 'Éli',
      lastName: 'Côté',
    });
  });

  it('cancels a seat with a reason and reads the invoices again', async () => {
    const spy = mockCompany({
      'POST /api/companies/12/bookings/5/seats/1/cancel': changes([
        { ...luc, status: 'cancelled' },
        unnamed,
      ]),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const card = await openSeats(user);
    const invoicesBefore = callsTo(spy, 'GET', '/api/companies/12/invoices');
    await user.click(within(card).getByRole('button', { name: 'Annuler la place de Luc Gagnon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette place\u00a0?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motif (facultatif)' }),
      'Départ de l’employé',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la place' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBodyOf(spy, 'POST', '/api/companies/12/bookings/5/seats/1/cancel')).toEqual({
      reason: 'Départ de l’employé',
    });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'La place de Luc Gagnon est annulée.',
    );
    expect(within(card).getByText('(annulée)')).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Annuler la place de Luc Gagnon' }),
    ).toBeNull();
    await waitFor(() =>
      expect(callsTo(spy, 'GET', '/api/companies/12/invoices')).toBeGreaterThan(invoicesBefore),
    );
  });

  it('says that the deadline has passed and to call the office', async () => {
    mockCompany({
      'POST /api/companies/12/bookings/5/seats/2/cancel': () =>
        errorResponse(409, 'cancellation-deadline-passed'),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const card = await openSeats(user);
    await user.click(within(card).getByRole('button', { name: 'Annuler la place SEC-000002' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la place' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le délai est passé : cette place ne peut plus être changée en ligne. Appelez le bureau.',
    );
  });
});
