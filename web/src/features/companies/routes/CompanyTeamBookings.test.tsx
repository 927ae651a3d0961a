import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Routes } from '@/test/api';
import { makeSession } from '@/test/bookings';
import { makeCourse } from '@/test/courses';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
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

const luc: Employee = {
  id: 21,
  firstName: 'Luc',
  lastName: 'Gagnon',
  email: 'luc@acme.example',
  workplaceId: null,
  shift: null,
  createdAt: '2026-11-03T15:00:00Z',
  employeeNumber: '',
  leftOn: null,
};
const zoe: Employee = { ...luc, id: 22, firstName: 'Zoé', lastName: 'Roy', email: '' };

const cpr = makeCourse({ id: 2, title: 'RCR-DEA niveau C', priceCents: 12500 });
const saturday = makeSession({
  id: 31,
  courseId: 2,
  startsAt: '2030-12-07T09:00:00-05:00',
  location: 'Salle A, Gatineau',
  seatsLeft: 5,
});
const full = makeSession({
  id: 32,
  courseId: 2,
  startsAt: '2030-12-14T09:00:00-05:00',
  seatsLeft: 0,
});
const january = makeSession({
  id: 33,
  courseId: 2,
  startsAt: '2030-12-21T09:00:00-05:00',
  endsAt: '2030-12-21T16:00:00-05:00',
  seatsLeft: 8,
});

const team: TeamBooking = {
  id: 5,
  companyId: 12,
  sessionId: 31,
  courseId: 2,
  courseTitle: { fr: 'RCR-DEA niveau C', en: 'CPR-AED Level C' },
  startsAt: saturday.startsAt,
  endsAt: saturday.endsAt,
  location: 'Salle A, Gatineau',
  paymentMethod: 'invoice',
  invoiceId: 9,
  invoiceNumber: 'F-2026-000009',
  createdAt: '2026-11-20T15:00:00Z',
};

const amounts = {
  subtotalCents: 12500,
  gstCents: 625,
  qstCents: 1247,
  totalCents: 14372,
  currency: 'CAD' as const,
};
const seat = (id: number, firstName: string, lastName: string, email: string): TeamSeat => ({
  id,
  reference: `SEC-00000${id}`,
  firstName,
  lastName,
  email,
  employeeId: id,
  status: 'approved',
  paymentStatus: 'awaiting-payment',
  amounts,
});
const seats = [
  seat(1, 'Luc', 'Gagnon', 'luc@acme.example'),
  seat(2, 'Léa', 'Tremblay', 'lea@acme.example'),
];

/** Acme's page (credit approved unless said), its employees, the catalogue, and `routes`. */
function mockCompany(routes: Routes = {}, company: Company = acme) {
  return mockSession(makeUser(), {
    'GET /api/companies/12': () =>
      jsonResponse(200, {
        company,
        paymentInstructions: 'Virement Interac à paiements@secours.example',
      }),
    'GET /api/companies/12/workplaces': () => jsonResponse(200, { workplaces: [] }),
    'GET /api/companies/12/compliance': () => jsonResponse(200, { workplaces: [] }),
    'GET /api/companies/12/employees': () =>
      jsonResponse(200, { employees: [luc, zoe], nextCursor: null }),
    'GET /api/companies/12/bookings': () =>
      jsonResponse(200, { teamBookings: [], nextCursor: null }),
    'GET /api/companies/12/invoices': () => jsonResponse(200, { invoices: [], nextCursor: null }),
    'GET /api/courses': () => jsonResponse(200, { courses: [cpr], total: 1 }),
    'GET /api/courses/2/sessions': () => jsonResponse(200, { sessions: [saturday, full] }),
    ...routes,
  });
}

const section = () => screen.getByRole('region', { name: 'Réservations d’équipe' });
const form = () => screen.getByRole('region', { name: 'Inscrire une équipe' });

/** Opens the form and chooses the course. */
async function openAndChooseCourse(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Inscrire une équipe' }));
  const course = await within(form()).findByRole('combobox', { name: 'Formation' });
  await waitFor(() => expect(course).toHaveFocus());
  await user.selectOptions(course, 'RCR-DEA niveau C');
}

/** Opens the form and chooses the course and its first session. */
async function openAndChooseSession(user: ReturnType<typeof userEvent.setup>) {
  await openAndChooseCourse(user);
  await user.click(await within(form()).findByRole('radio', { name: /samedi 7 décembre 2030/ }));
}

describe('a company’s team bookings', () => {
  it('books an employee checked and a person typed in, then shows the invoice and the seats', async () => {
    let booked = false;
    const spy = mockCompany({
      'POST /api/companies/12/bookings': () => {
        booked = true;
        return jsonResponse(201, { teamBooking: team, seats, cardPayment: null });
      },
      'GET /api/companies/12/bookings': () =>
        jsonResponse(200, { teamBookings: booked ? [team] : [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await screen.findByRole('region', { name: 'Réservations d’équipe' });
    expect(
      await within(section()).findByText('Aucune réservation d’équipe pour l’instant.'),
    ).toBeInTheDocument();

    await openAndChooseSession(user);
    const [first, second] = within(form()).getAllByTestId('session-choice') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent(
      'samedi 7 décembre 2030de 9 h 00 à 16 h 00Salle A, Gatineau5 places libres',
    );
    expect(within(first).getByRole('radio')).toBeChecked();
    expect(second).toHaveTextContent('samedi 14 décembre 2030');
    expect(second).toHaveTextContent('Complet');
    expect(within(second).getByRole('radio')).toBeDisabled();

    await user.click(await within(form()).findByRole('checkbox', { name: /Luc Gagnon/ }));
    await user.click(within(form()).getByRole('button', { name: 'Ajouter une personne' }));
    const person = within(form()).getByRole('group', { name: 'Personne 1' });
    expect(within(person).getByLabelText('Prénom')).toHaveFocus();
    await user.type(within(person).getByLabelText('Prénom'), 'Léa');
    await user.type(within(person).getByLabelText('Nom'), 'Tremblay');
    await user.type(within(person).getByLabelText('Courriel (facultatif)'), 'lea@acme.example');

    const employeeReads = callsTo(spy, 'GET', '/api/companies/12/employees');
    const summary = within(form()).getByTestId('team-summary');
    expect(summary).toHaveTextContent('2 places demandées · 5 places libres dans cette séance');
    expect(within(summary).getByTestId('team-estimate')).toHaveTextContent(
      'Estimation : 250,00 $ plus taxes (2 × 125,00 $)',
    );
    expect(summary).toHaveTextContent('La facture sera envoyée à comptes@acme.example.');
    await user.click(within(form()).getByRole('button', { name: 'Réserver les places' }));

    const done = await within(form()).findByTestId('team-booked');
    expect(within(done).getByRole('heading', { name: 'Votre équipe est inscrite' })).toHaveFocus();
    expect(within(done).getByRole('status')).toHaveTextContent(
      '2 places réservées : « RCR-DEA niveau C », samedi 7 décembre 2030, 9 h 00, Salle A, Gatineau.' +
        'La facture F-2026-000009 a été envoyée à comptes@acme.example.',
    );
    const list = within(done).getByRole('list', { name: 'Places réservées' });
    expect(
      within(list)
        .getAllByTestId('seat')
        .map((row) => row.textContent),
    ).toEqual([
      'Luc Gagnonluc@acme.exampleRéf.\u00a0SEC-000001',
      'Léa Tremblaylea@acme.exampleRéf.\u00a0SEC-000002',
    ]);
    expect(
      within(done).getByRole('link', { name: 'Télécharger la facture F-2026-000009 (PDF)' }),
    ).toHaveAttribute('href', '/api/companies/12/invoices/9.pdf');
    expect(lastBodyOf(spy, 'POST', '/api/companies/12/bookings')).toEqual({
      sessionId: 31,
      paymentMethod: 'invoice',
      attendees: [
        { employeeId: 21 },
        { firstName: 'Léa', lastName: 'Tremblay', email: 'lea@acme.example' },
      ],
    });

    // The list shows the new team booking; the people typed in are now employees.
    const card = await within(section()).findByRole('article', { name: 'RCR-DEA niveau C' });
    expect(card).toHaveTextContent('samedi 7 décembre 2030, 9 h 00 · Salle A, Gatineau');
    expect(card).toHaveTextContent('Sur facture');
    await waitFor(() =>
      expect(callsTo(spy, 'GET', '/api/companies/12/employees')).toBeGreaterThan(employeeReads),
    );
    await waitFor(() => expect(callsTo(spy, 'GET', '/api/courses/2/sessions')).toBe(2));

    await user.click(within(done).getByRole('button', { name: 'Fermer' }));
    expect(within(section()).getByRole('button', { name: 'Inscrire une équipe' })).toHaveFocus();
  });

  it('says that no seat was taken when the session is full, and keeps the team', async () => {
    const spy = mockCompany({
      'POST /api/companies/12/bookings': () => errorResponse(409, 'session-full'),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await openAndChooseSession(user);
    await user.click(await within(form()).findByRole('checkbox', { name: /Zoé Roy/ }));
    await user.click(within(form()).getByRole('button', { name: 'Réserver les places' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Il ne reste plus assez de places dans cette séance pour toute votre équipe. ' +
        'Aucune place n’a été réservée : choisissez une autre séance ou réduisez l’équipe.',
    );
    expect(within(form()).getByRole('checkbox', { name: /Zoé Roy/ })).toBeChecked();
    // The seats left are read again.
    await waitFor(() => expect(callsTo(spy, 'GET', '/api/courses/2/sessions')).toBe(2));
  });

  it('does not ask for more seats than the session has left', async () => {
    const spy = mockCompany({
      'GET /api/courses/2/sessions': () =>
        jsonResponse(200, { sessions: [{ ...saturday, seatsLeft: 1 }] }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await openAndChooseSession(user);
    await user.click(await within(form()).findByRole('checkbox', { name: /Luc Gagnon/ }));
    await user.click(within(form()).getByRole('checkbox', { name: /Zoé Roy/ }));
    await user.click(within(form()).getByRole('button', { name: 'Réserver les places' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Cette séance n’a plus que 1 place libre. Aucune place n’a été réservée',
    );
    expect(callsTo(spy, 'POST', '/api/companies/12/bookings')).toBe(0);
  });

  it('puts the server’s refusal of an email on the row of the person typed in', async () => {
    mockCompany({
      'POST /api/companies/12/bookings': () =>
        errorResponse(400, 'invalid-input', { 'attendees[1].email': 'invalid-email' }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await openAndChooseSession(user);
    await user.click(await within(form()).findByRole('checkbox', { name: /Luc Gagnon/ }));
    await user.click(within(form()).getByRole('button', { name: 'Ajouter une personne' }));
    const person = within(form()).getByRole('group', { name: 'Personne 1' });
    await user.type(within(person).getByLabelText('Prénom'), 'Léa');
    await user.type(within(person).getByLabelText('Nom'), 'Roy');
    await user.type(within(person).getByLabelText('Courriel (facultatif)'), 'lea@acme.example');
    await user.click(within(form()).getByRole('button', { name: 'Réserver les places' }));

    const email = within(person).getByLabelText('Courriel (facultatif)');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Veuillez entrer une adresse courriel valide.');
    expect(email).toHaveFocus();
  });

  it('opens the team form on the course and session chosen on the booking page', async () => {
    mockCompany();
    renderRoute('/companies/12?tab=bookings&course=2&session=31');
    const opened = await screen.findByRole('region', { name: 'Inscrire une équipe' });
    const course = await within(opened).findByRole('combobox', { name: 'Formation' });
    expect(course).toHaveValue('2');
    expect(
      await within(opened).findByRole('radio', { name: /samedi 7 décembre 2030/ }),
    ).toBeChecked();
  });

  // Issue 42: the only session that can be booked is chosen; a full one is not a choice.
  it('chooses the only session open to booking', async () => {
    mockCompany();
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await openAndChooseCourse(user);
    expect(
      await within(form()).findByRole('radio', { name: /samedi 7 décembre 2030/ }),
    ).toBeChecked();
    expect(
      within(form()).getByRole('radio', { name: /samedi 14 décembre 2030/ }),
    ).not.toBeChecked();
  });

  it('asks for a session once the course is chosen, when it has several', async () => {
    mockCompany({
      'GET /api/courses/2/sessions': () =>
        jsonResponse(200, { sessions: [saturday, full, january] }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await openAndChooseCourse(user);
    await within(form()).findAllByTestId('session-choice');
    await user.click(await within(form()).findByRole('checkbox', { name: /Luc Gagnon/ }));
    await user.click(within(form()).getByRole('button', { name: 'Réserver les places' }));

    const first = within(form()).getByRole('radio', { name: /samedi 7 décembre 2030/ });
    expect(first).toHaveAccessibleDescription('Veuillez choisir une séance.');
    expect(first).toHaveFocus();
  });

  it('asks for a course, a session and at least one attendee', async () => {
    const spy = mockCompany();
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await user.click(await screen.findByRole('button', { name: 'Inscrire une équipe' }));
    await within(form()).findByRole('checkbox', { name: /Luc Gagnon/ });
    await user.click(within(form()).getByRole('button', { name: 'Réserver les places' }));

    const course = within(form()).getByRole('combobox', { name: 'Formation' });
    expect(course).toHaveAccessibleDescription('Veuillez choisir une formation.');
    expect(course).toHaveFocus();
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'Cochez au moins un employé, ajoutez une personne ou indiquez des places à nommer.',
    );
    expect(callsTo(spy, 'POST', '/api/companies/12/bookings')).toBe(0);
  });

  it('finds an employee by name without accents', async () => {
    mockCompany();
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await user.click(await screen.findByRole('button', { name: 'Inscrire une équipe' }));
    await within(form()).findByRole('checkbox', { name: /Luc Gagnon/ });
    await user.click(within(form()).getByRole('checkbox', { name: /Luc Gagnon/ }));
    await user.type(
      within(form()).getByRole('searchbox', { name: 'Rechercher un employé' }),
      'zoe',
    );
    expect(
      within(form())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name') ?? box.closest('label')?.textContent),
    ).toEqual(['Zoé Roy']);
    // Luc stays checked while the search hides him.
    expect(within(form()).getByText('1 employé coché')).toBeInTheDocument();
  });

  it('lists the team bookings and shows the attendees of one on demand', async () => {
    const spy = mockCompany({
      'GET /api/companies/12/bookings': () =>
        jsonResponse(200, { teamBookings: [team], nextCursor: null }),
      'GET /api/companies/12/bookings/5': () =>
        jsonResponse(200, { teamBooking: team, seats, cardPayment: null }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const card = await screen.findByRole('article', { name: 'RCR-DEA niveau C' });
    expect(card).toHaveTextContent('PaiementSur facture');
    expect(
      within(card).getByRole('link', { name: 'Télécharger la facture F-2026-000009 (PDF)' }),
    ).toHaveAttribute('href', '/api/companies/12/invoices/9.pdf');
    expect(screen.getByText('1 réservation d’équipe affichée')).toBeInTheDocument();
    expect(callsTo(spy, 'GET', '/api/companies/12/bookings/5')).toBe(0);

    const toggle = within(card).getByRole('button', { name: 'Voir les participants' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await within(card).findByTestId('seat-count')).toHaveTextContent('2 places');
    expect(within(card).getAllByTestId('seat')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Masquer les participants' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    mockCompany({
      'GET /api/companies/12/bookings': () =>
        jsonResponse(200, { teamBookings: [team], nextCursor: null }),
    });
    renderRoute('/companies/12');
    const card = await screen.findByRole('article', { name: 'CPR-AED Level C' });
    expect(card).toHaveTextContent('Saturday, December 7, 2030, 9:00 a.m. · Salle A, Gatineau');
    expect(card).toHaveTextContent('PaymentOn invoice');
    expect(screen.getByRole('button', { name: 'Book a team' })).toBeInTheDocument();
  });
});
