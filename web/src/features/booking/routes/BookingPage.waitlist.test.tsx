import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf } from '@/test/api';
import { fillDetails, form, radio, submitButton, text } from '@/test/booking-page';
import { makeBooking, makeSession, mockBookingApi } from '@/test/bookings';
import { cpr } from '@/test/courses';
import { makeUser } from '@/test/users';
import { makeWaitlistEntry, offeredEntry } from '@/test/waitlist';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
// Loaded up front: the first lazy load on a busy machine is slow.
import './BookingPage';
import './BookingSuccessPage';
import '../components/JoinWaitlistDialog';
import '../components/WaitlistOfferNotice';

configure({ asyncUtilTimeout: 5000 });

const open = makeSession();
const full = makeSession({
  id: 12,
  seatsLeft: 0,
  startsAt: '2030-12-14T09:00:00-05:00',
  endsAt: '2030-12-14T16:00:00-05:00',
});

const joinButton = () => screen.findByRole('button', { name: 'M’inscrire sur la liste d’attente' });
const dialog = () => screen.findByRole('dialog', { name: 'Liste d’attente' });

describe('the booking page’s waiting list', () => {
  it('offers a full session’s waiting list, and puts the signed-in person in line', async () => {
    const user = userEvent.setup();
    const spy = mockBookingApi({
      user: makeUser({ phone: '819 555-0100' }),
      sessions: { [cpr.id]: [open, full] },
      routes: {
        'POST /api/sessions/12/waitlist': () =>
          jsonResponse(201, { position: 4, entry: makeWaitlistEntry({ position: 4, seats: 2 }) }),
      },
    });
    renderRoute('/booking/2');
    await form();

    const fullRadio = await screen.findByRole('radio', { name: /samedi 14 décembre 2030/i });
    expect(fullRadio).toBeDisabled();
    expect(text(fullRadio.parentElement as HTMLElement)).toContain('Complet');
    // Only the full session has one; it says which session it is for.
    expect(
      screen.getAllByRole('button', { name: 'M’inscrire sur la liste d’attente' }),
    ).toHaveLength(1);
    expect(await joinButton()).toHaveAccessibleDescription(/samedi 14 décembre 2030/i);

    await user.click(await joinButton());
    const box = await dialog();
    expect(box).toHaveAccessibleDescription(
      /^Sauveteur cardio RCR-DEA niveau C, samedi 14 décembre 2030, de 9\s+h\s+00 à 16\s+h\s+00$/,
    );
    // Filled from the account, the first field focused.
    const firstName = within(box).getByRole('textbox', { name: 'Prénom' });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveValue('Marie');
    expect(within(box).getByRole('textbox', { name: 'Nom' })).toHaveValue('Tremblay');
    expect(within(box).getByRole('textbox', { name: 'Courriel' })).toHaveValue('marie@example.com');
    expect(within(box).getByRole('textbox', { name: 'Téléphone (facultatif)' })).toHaveValue(
      '819 555-0100',
    );
    const seats = within(box).getByRole('combobox', { name: 'Nombre de places' });
    expect(within(seats).getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(seats, '2');
    await user.click(
      within(box).getByRole('button', { name: 'M’inscrire sur la liste d’attente' }),
    );

    const joined = await within(box).findByTestId('waitlist-joined');
    expect(text(joined)).toBe(
      'Vous êtes au rang 4 de la liste d’attente. Un courriel vous le confirme.',
    );
    expect(joined).toHaveFocus();
    expect(within(joined).getByRole('status')).toBeInTheDocument();
    expect(lastBodyOf(spy, 'POST', '/api/sessions/12/waitlist')).toEqual({
      firstName: 'Marie',
      lastName: 'Tremblay',
      email: 'marie@example.com',
      phone: '819 555-0100',
      seats: 2,
      language: 'fr',
    });
    // The waiting list's form never sends the booking form.
    expect(callsTo(spy, 'POST', '/api/bookings')).toBe(0);

    await user.click(within(box).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await joinButton()).toHaveFocus();
  });

  it('takes the details typed in the booking form, and checks the fields before sending', async () => {
    const user = userEvent.setup();
    const spy = mockBookingApi({ sessions: { [cpr.id]: [full] } });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.click(await joinButton());
    const box = await dialog();
    expect(within(box).getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marie');
    const email = within(box).getByRole('textbox', { name: 'Courriel' });
    await user.clear(email);
    await user.type(email, 'marie@');
    await user.clear(within(box).getByRole('textbox', { name: 'Nom' }));
    await user.click(
      within(box).getByRole('button', { name: 'M’inscrire sur la liste d’attente' }),
    );

    expect(await within(box).findByText('Veuillez indiquer votre nom.')).toBeInTheDocument();
    expect(within(box).getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Veuillez indiquer un courriel valide.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(spy, 'POST', '/api/sessions/12/waitlist')).toBe(0);
  });

  it('says when the address already waits, and when the server refuses a field', async () => {
    const user = userEvent.setup();
    const replies = [
      errorResponse(409, 'already-waiting'),
      errorResponse(400, 'validation', { seats: 'out-of-range' }),
      errorResponse(429, 'rate-limited'),
    ];
    mockBookingApi({
      sessions: { [cpr.id]: [full] },
      routes: {
        'POST /api/sessions/12/waitlist': () => replies.shift() ?? errorResponse(500, 'x'),
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.click(await joinButton());
    const box = await dialog();
    const send = within(box).getByRole('button', { name: 'M’inscrire sur la liste d’attente' });

    await user.click(send);
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Cette adresse courriel est déjà sur la liste d’attente de cette séance.',
    );
    await user.click(send);
    const seats = within(box).getByRole('combobox', { name: 'Nombre de places' });
    await waitFor(() =>
      expect(seats).toHaveAccessibleDescription(
        'Une place par personne à inscrire. Choisissez un nombre de places offert dans la liste.',
      ),
    );
    expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(send);
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Trop d’inscriptions ont été envoyées depuis votre connexion.',
    );
  });

  it('says seats freed up meanwhile, and reads the sessions again', async () => {
    const user = userEvent.setup();
    let seatsLeft = 0;
    const spy = mockBookingApi({
      routes: {
        'GET /api/courses/2/sessions': () =>
          jsonResponse(200, { sessions: [makeSession({ ...full, seatsLeft })] }),
        'POST /api/sessions/12/waitlist': () => {
          seatsLeft = 1;
          return errorResponse(409, 'session-not-full');
        },
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.click(await joinButton());
    const box = await dialog();
    await user.click(
      within(box).getByRole('button', { name: 'M’inscrire sur la liste d’attente' }),
    );

    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Des places viennent de se libérer pour cette séance.',
    );
    await user.click(within(box).getByRole('button', { name: 'Fermer la fenêtre' }));
    await waitFor(() => expect(radio(/samedi 14 décembre/i)).toBeEnabled());
    expect(callsTo(spy, 'GET', '/api/courses/2/sessions')).toBeGreaterThanOrEqual(2);
  });
});

describe('the booking form opened from a waiting list’s offer', () => {
  const offerPath = '/booking/2?session=12&waitlist=7&token=tok-offer';

  it('chooses the offered session, says until when it is held, and books with the offer', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ paymentMethod: 'interac' });
    const spy = mockBookingApi({
      sessions: { [cpr.id]: [open, full] },
      routes: {
        'GET /api/waitlist/7': () => jsonResponse(200, { entry: offeredEntry() }),
        'POST /api/bookings': () => jsonResponse(201, { booking, accessToken: 'tok-123' }),
      },
    });
    renderRoute(offerPath);
    await form();

    const notice = await screen.findByTestId('waitlist-offer');
    expect(text(notice)).toBe(
      'Place réservée pour vous jusqu’au jeudi 12 décembre 2030, 9 h 00 (liste d’attente).',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(
      new URL(
        String(spy.mock.calls.find(([url]) => String(url).startsWith('/api/waitlist/'))?.[0]),
        'http://localhost',
      ).search,
    ).toBe('?token=tok-offer');
    const offered = await screen.findByRole('radio', { name: /samedi 14 décembre 2030/i });
    await waitFor(() => expect(offered).toBeChecked());
    expect(offered).toBeEnabled();
    expect(text(offered.parentElement as HTMLElement)).toContain('Réservée pour vous');
    expect(screen.queryByRole('button', { name: 'M’inscrire sur la liste d’attente' })).toBeNull();
    // The person's details, from their place in the line.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marie'),
    );
    expect(screen.getByRole('textbox', { name: /^Courriel/ })).toHaveValue('marie@example.com');

    await user.click(radio(/Virement Interac/));
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre réservation\u00a0!' });
    expect(lastBodyOf(spy, 'POST', '/api/bookings')).toMatchObject({
      courseId: 2,
      sessionId: 12,
      waitlistEntryId: 7,
      waitlistToken: 'tok-offer',
    });
  });

  it('says when the offer lapsed before booking, and the session is full again', async () => {
    const user = userEvent.setup();
    let entry = offeredEntry();
    mockBookingApi({
      sessions: { [cpr.id]: [open, full] },
      routes: {
        'GET /api/waitlist/7': () => jsonResponse(200, { entry }),
        'POST /api/bookings': () => {
          entry = offeredEntry({ status: 'expired', position: null, seatsHeld: 0 });
          return errorResponse(409, 'offer-unavailable');
        },
      },
    });
    renderRoute(offerPath);
    await form();
    await screen.findByTestId('waitlist-offer');
    await waitFor(() => expect(radio(/samedi 14 décembre/i)).toBeChecked());
    await user.click(radio(/Virement Interac/));
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette place n’est plus réservée pour vous : l’offre a expiré ou a déjà servi.',
    );
    await waitFor(() => expect(radio(/samedi 14 décembre/i)).toBeDisabled());
    expect(radio(/samedi 14 décembre/i)).not.toBeChecked();
    expect(await screen.findByText(/Vous pouvez choisir une autre séance/)).toBeInTheDocument();
  });

  it('books as usual when the link’s offer is over', async () => {
    mockBookingApi({
      sessions: { [cpr.id]: [open, full] },
      routes: {
        'GET /api/waitlist/7': () =>
          jsonResponse(200, { entry: offeredEntry({ status: 'declined', seatsHeld: 0 }) }),
      },
    });
    renderRoute(offerPath);
    await form();
    expect(
      await screen.findByText(/Cette place n’est plus réservée pour vous/),
    ).toBeInTheDocument();
    await waitFor(() => expect(radio(/samedi 14 décembre/i)).toBeDisabled());
    expect(radio(/samedi 14 décembre/i)).not.toBeChecked();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    mockBookingApi({
      sessions: { [cpr.id]: [open, full] },
      routes: {
        'GET /api/waitlist/7': () =>
          jsonResponse(200, { entry: offeredEntry({ seats: 2, seatsHeld: 2 }) }),
      },
    });
    renderRoute(offerPath);
    await screen.findByRole('heading', { level: 1, name: 'Book a course' });
    expect(text(await screen.findByTestId('waitlist-offer'))).toBe(
      '2 seats held for you until Thursday, December 12, 2030, 9:00 a.m. (waiting list). Book for each person, one after the other.',
    );
  });
});
