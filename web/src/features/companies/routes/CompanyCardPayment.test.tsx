import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Routes } from '@/test/api';
import { makeSession } from '@/test/bookings';
import { makeCourse } from '@/test/courses';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import type { Company, Employee, TeamBooking, TeamBookingDetails, TeamSeat } from '../api/types';
// Loaded up front: the first lazy load on a busy machine is slow.
import './CompanyPage';
import '@/components/payment/CardPaymentFields';

configure({ asyncUtilTimeout: 5000 });

// Stripe.js cannot load here: the Payment Element and the Stripe client are stand-ins.
const stripe = vi.hoisted(() => ({ confirmPayment: vi.fn(), submit: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: async () => ({ fake: true }) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ submit: stripe.submit }),
}));

beforeEach(() => {
  stripe.submit.mockReset().mockResolvedValue({});
  stripe.confirmPayment
    .mockReset()
    .mockResolvedValue({ error: { message: 'Votre carte a été refusée.' } });
});

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

const cpr = makeCourse({ id: 2, title: 'RCR-DEA niveau C', priceCents: 12500 });
const saturday = makeSession({
  id: 31,
  courseId: 2,
  startsAt: '2030-12-07T09:00:00-05:00',
  location: 'Salle A, Gatineau',
  seatsLeft: 5,
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const team: TeamBooking = {
  id: 5,
  companyId: 12,
  sessionId: 31,
  courseId: 2,
  courseTitle: { fr: 'RCR-DEA niveau C', en: 'CPR-AED Level C' },
  startsAt: saturday.startsAt,
  endsAt: saturday.endsAt,
  location: 'Salle A, Gatineau',
  paymentMethod: 'card',
  invoiceId: null,
  invoiceNumber: '',
  createdAt: '2026-11-20T15:00:00Z',
};

const seat: TeamSeat = {
  id: 1,
  reference: 'SEC-000001',
  firstName: 'Luc',
  lastName: 'Gagnon',
  email: 'luc@acme.example',
  employeeId: 21,
  status: 'pending',
  paymentStatus: 'awaiting-payment',
  amounts: {
    subtotalCents: 12500,
    gstCents: 625,
    qstCents: 1247,
    totalCents: 14372,
    currency: 'CAD',
  },
};

/** The team held for its card payment (20 minutes left). */
const held = (): TeamBookingDetails => ({
  teamBooking: team,
  seats: [seat],
  cardPayment: { amountCents: 14372, holdExpiresAt: inMinutes(20) },
});

/** The team once Stripe's confirmation reached the server: paid, with its paid invoice. */
const paid: TeamBookingDetails = {
  teamBooking: { ...team, invoiceId: 9, invoiceNumber: 'F-2026-000009' },
  seats: [{ ...seat, status: 'approved', paymentStatus: 'paid' }],
  cardPayment: null,
};

const intent = () =>
  jsonResponse(200, {
    clientSecret: 'pi_1_secret_2',
    publishableKey: 'pk_test_secours',
    amountCents: 14372,
    currency: 'CAD',
  });

/** Acme's page (no credit unless said), cards on unless said, and `routes`. */
function mockCompany(
  routes: Routes = {},
  { company = acme, cards = true }: { company?: Company; cards?: boolean } = {},
) {
  return mockSession(makeUser(), {
    'GET /api/companies/12': () =>
      jsonResponse(200, {
        company,
        paymentInstructions: 'Virement Interac à paiements@secours.example',
      }),
    'GET /api/companies/12/workplaces': () => jsonResponse(200, { workplaces: [] }),
    'GET /api/companies/12/compliance': () => jsonResponse(200, { workplaces: [] }),
    'GET /api/companies/12/employees': () =>
      jsonResponse(200, { employees: [luc], nextCursor: null }),
    'GET /api/companies/12/bookings': () =>
      jsonResponse(200, { teamBookings: [], nextCursor: null }),
    'GET /api/companies/12/invoices': () => jsonResponse(200, { invoices: [], nextCursor: null }),
    'GET /api/companies/12/managers': () => jsonResponse(200, { managers: [], invitations: [] }),
    'GET /api/courses': () => jsonResponse(200, { courses: [cpr], total: 1 }),
    'GET /api/courses/2/sessions': () => jsonResponse(200, { sessions: [saturday] }),
    'GET /api/payments/config': () =>
      jsonResponse(200, { cardEnabled: cards, publishableKey: cards ? 'pk_test_secours' : null }),
    ...routes,
  });
}

const section = () => screen.getByRole('region', { name: 'Réservations d’équipe' });
const form = () => screen.getByRole('region', { name: 'Inscrire une équipe' });
const methods = () =>
  within(form())
    .getAllByTestId('payment-method')
    .map((method) => within(method).getByRole('radio'));

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('region', { name: 'Réservations d’équipe' });
  await user.click(await within(section()).findByRole('button', { name: 'Inscrire une équipe' }));
  await within(form()).findByRole('combobox', { name: 'Formation' });
}

describe('how a company pays for a team', () => {
  it('offers the invoice, chosen, and the card to a company whose credit is approved', async () => {
    mockCompany({}, { company: { ...acme, creditApproved: true } });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await openForm(user);

    await waitFor(() => expect(methods()).toHaveLength(2));
    const [invoice, card] = methods() as [HTMLElement, HTMLElement];
    expect(invoice).toHaveAccessibleName('Facturer l’entreprise');
    expect(invoice).toBeChecked();
    expect(card).toHaveAccessibleName('Carte de crédit');
    expect(card).toHaveAccessibleDescription(/les places sont retenues 30\u00a0minutes/);
    expect(within(form()).getByTestId('team-summary')).toHaveTextContent(
      'La facture sera envoyée à comptes@acme.example.',
    );
    await user.click(card);
    expect(within(form()).getByTestId('team-summary')).toHaveTextContent(
      'Une fois le paiement reçu, la facture acquittée sera envoyée à comptes@acme.example.',
    );
  });

  it('offers only the card to a company without credit', async () => {
    mockCompany();
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await openForm(user);

    await waitFor(() => expect(methods()).toHaveLength(1));
    expect(methods()[0]).toHaveAccessibleName('Carte de crédit');
    expect(methods()[0]).toBeChecked();
    expect(within(form()).getByRole('button', { name: 'Réserver les places' })).toBeEnabled();
  });

  it('explains, without credit nor cards, whom to ask, and sends nothing', async () => {
    mockCompany({}, { cards: false });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await openForm(user);

    expect(
      await within(form()).findByText(
        /notre bureau doit d’abord approuver le paiement sur facture, et le paiement par carte n’est pas offert pour le moment/,
      ),
    ).toBeInTheDocument();
    expect(within(form()).getByRole('link', { name: 'info@secours.example' })).toHaveAttribute(
      'href',
      'mailto:info@secours.example',
    );
    expect(within(form()).queryAllByTestId('payment-method')).toHaveLength(0);
    expect(within(form()).getByRole('button', { name: 'Réserver les places' })).toBeDisabled();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    mockCompany({}, { company: { ...acme, creditApproved: true } });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await screen.findByRole('region', { name: 'Team bookings' });
    await user.click(await screen.findByRole('button', { name: 'Book a team' }));
    const english = await screen.findByRole('region', { name: 'Book a team' });
    await waitFor(() => expect(within(english).getAllByTestId('payment-method')).toHaveLength(2));
    expect(within(english).getByRole('radio', { name: 'On invoice' })).toBeChecked();
    expect(within(english).getByRole('radio', { name: 'Credit card' })).toBeInTheDocument();
  });
});

describe('paying for a team by card', () => {
  it('books by card, then checks the card, asks for the payment and confirms it with Stripe', async () => {
    const spy = mockCompany({
      'POST /api/companies/12/bookings': () => jsonResponse(201, held()),
      'POST /api/companies/12/bookings/5/payment': intent,
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await openForm(user);
    await user.selectOptions(
      within(form()).getByRole('combobox', { name: 'Formation' }),
      'RCR-DEA niveau C',
    );
    await user.click(await within(form()).findByRole('radio', { name: /samedi 7 décembre 2030/ }));
    await user.click(await within(form()).findByRole('checkbox', { name: /Luc Gagnon/ }));
    await waitFor(() => expect(methods()).toHaveLength(1));
    await user.click(within(form()).getByRole('button', { name: 'Réserver les places' }));

    const step = await within(form()).findByTestId('team-booked');
    expect(within(step).getByRole('heading', { name: 'Vos places sont retenues' })).toHaveFocus();
    expect(lastBodyOf(spy, 'POST', '/api/companies/12/bookings')).toEqual({
      sessionId: 31,
      paymentMethod: 'card',
      attendees: [{ employeeId: 21 }],
    });
    const card = await within(step).findByTestId('team-card-payment');
    expect(card).toHaveTextContent('Montant à payer : 143,72 $, taxes incluses');
    expect(card).toHaveTextContent(/Vos places sont retenues jusqu’à \d+ h \d\d/);
    await within(card).findByTestId('payment-element');
    await user.click(within(card).getByRole('button', { name: /Payer 143,72/ }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Votre carte a été refusée.');
    expect(stripe.submit).toHaveBeenCalledTimes(1);
    expect(callsTo(spy, 'POST', '/api/companies/12/bookings/5/payment')).toBe(1);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: expect.anything(),
      clientSecret: 'pi_1_secret_2',
      confirmParams: {
        return_url: `${window.location.origin}/companies/12?tab=bookings&team=5`,
      },
    });
  });

  it('asks for no payment while the card fields are incomplete', async () => {
    stripe.submit.mockResolvedValue({ error: { message: 'Votre numéro de carte est incomplet.' } });
    const spy = mockCompany({
      'GET /api/companies/12/bookings': () =>
        jsonResponse(200, { teamBookings: [team], nextCursor: null }),
      'GET /api/companies/12/bookings/5': () => jsonResponse(200, held()),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const due = await screen.findByTestId('team-payment-due');
    await user.click(
      within(due).getByRole('button', {
        name: 'Payer maintenant\u00a0: RCR-DEA niveau C, samedi 7 décembre 2030, 9\u00a0h\u00a000',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payer l’inscription de l’équipe' });
    await within(dialog).findByTestId('payment-element');
    await user.click(within(dialog).getByRole('button', { name: /Payer 143,72/ }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Votre numéro de carte est incomplet.',
    );
    expect(callsTo(spy, 'POST', '/api/companies/12/bookings/5/payment')).toBe(0);
  });

  it('says that the hold expired when the server no longer takes the team’s payment', async () => {
    let lapsed = false;
    mockCompany({
      'GET /api/companies/12/bookings': () =>
        jsonResponse(200, { teamBookings: [team], nextCursor: null }),
      'GET /api/companies/12/bookings/5': () =>
        jsonResponse(200, lapsed ? { ...held(), cardPayment: null } : held()),
      'POST /api/companies/12/bookings/5/payment': () => {
        lapsed = true;
        return errorResponse(409, 'team-not-payable');
      },
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const due = await screen.findByTestId('team-payment-due');
    expect(due).toHaveTextContent(
      /Paiement attendu : les places sont retenues jusqu’à \d+ h \d\d\./,
    );
    const payNow = within(due).getByRole('button', { name: /^Payer maintenant/ });
    await user.click(payNow);
    const dialog = await screen.findByRole('dialog', { name: 'Payer l’inscription de l’équipe' });
    await within(dialog).findByTestId('payment-element');
    await user.click(within(dialog).getByRole('button', { name: /Payer 143,72/ }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le délai de paiement de 30 minutes est écoulé : les places ont été libérées. ' +
        'Inscrivez l’équipe de nouveau.',
    );
    expect(within(dialog).queryByRole('button', { name: /Payer 143,72/ })).toBeNull();
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    // The list reads the team again: its seats were released.
    const card = screen.getByRole('article', { name: 'RCR-DEA niveau C' });
    expect(await within(card).findByTestId('team-hold-lapsed')).toHaveTextContent(
      'les places ont été libérées',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(within(card).getByTestId('team-hold-lapsed')).toHaveFocus();
  });

  it('back from Stripe, says the payment is being confirmed, then that it is paid', async () => {
    let reads = 0;
    mockCompany({
      'GET /api/companies/12/bookings/5': () => {
        reads += 1;
        return jsonResponse(200, reads < 2 ? held() : paid);
      },
    });
    renderRoute('/companies/12?tab=bookings&team=5&payment_intent=pi_1&redirect_status=succeeded');

    const payment = await screen.findByRole('region', { name: 'Paiement de l’équipe' });
    expect(
      await within(payment).findByText('Paiement reçu ; confirmation en cours…'),
    ).toBeInTheDocument();
    expect(
      within(payment)
        .getByText(/Nous attendons la confirmation de Stripe/)
        .closest('[role="status"]'),
    ).not.toBeNull();
    expect(within(payment).queryByTestId('payment-element')).toBeNull();

    expect(
      await within(payment).findByText(
        'Payé — le reçu a été envoyé à l’adresse de facturation, comptes@acme.example.',
      ),
    ).toBeInTheDocument();
    expect(
      within(payment).getByRole('link', { name: 'Télécharger la facture F-2026-000009 (PDF)' }),
    ).toHaveAttribute('href', '/api/companies/12/invoices/9.pdf');
    expect(reads).toBe(2);
  });

  it('back from Stripe with a refused payment, says so and offers to pay again', async () => {
    mockCompany({
      'GET /api/companies/12/bookings/5': () => jsonResponse(200, held()),
      'POST /api/companies/12/bookings/5/payment': intent,
    });
    const user = userEvent.setup();
    renderRoute('/companies/12?tab=bookings&team=5&payment_intent=pi_1&redirect_status=failed');

    const payment = await screen.findByRole('region', { name: 'Paiement de l’équipe' });
    expect(await within(payment).findByRole('alert')).toHaveTextContent(
      'Le paiement n’a pas abouti : aucun montant n’a été prélevé.',
    );
    await within(payment).findByTestId('payment-element');
    await user.click(within(payment).getByRole('button', { name: /Payer 143,72/ }));
    await waitFor(() => expect(stripe.confirmPayment).toHaveBeenCalledTimes(1));

    await user.click(within(payment).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('region', { name: 'Paiement de l’équipe' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Inscrire une équipe' })).toHaveFocus();
  });
});
