import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, lastBodyOf, mockApi } from '@/test/api';
import { makeSession } from '@/test/bookings';
import { makeWaitlistEntry } from '@/test/waitlist';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithAuth } from '@/test/render';
import { JoinWaitlistDialog } from './JoinWaitlistDialog';

const session = makeSession({ id: 12, seatsLeft: 0, capacity: 4 });

function renderDialog(prefill = {}) {
  const onClose = vi.fn();
  renderWithAuth(
    <JoinWaitlistDialog
      session={session}
      courseTitle="Sauveteur cardio RCR-DEA niveau C"
      prefill={() => prefill}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('the waiting list form', () => {
  it('asks for each detail by its label, and no more seats than the session holds', async () => {
    mockApi({ 'GET /api/auth/me': jsonResponse(200, { user: null }) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Liste d’attente' });
    expect(within(dialog).getByRole('textbox', { name: 'Prénom' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveAttribute(
      'autocomplete',
      'family-name',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Courriel' })).toHaveAttribute(
      'type',
      'email',
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Téléphone (facultatif)' }),
    ).not.toBeRequired();
    const seats = within(dialog).getByRole('combobox', { name: 'Nombre de places' });
    expect(seats).toHaveValue('1');
    expect(
      within(seats)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4']);
    expect(seats).toHaveAccessibleDescription('Une place par personne à inscrire.');
  });

  it('sends the details in the page’s language and says the rank', async () => {
    await i18n.changeLanguage('en');
    const spy = mockApi({
      'GET /api/auth/me': jsonResponse(200, { user: null }),
      'POST /api/sessions/12/waitlist': jsonResponse(201, {
        position: 1,
        entry: makeWaitlistEntry({ position: 1, language: 'en' }),
      }),
    });
    const user = userEvent.setup();
    renderDialog({ firstName: 'Mary', lastName: 'Smith', email: 'mary@example.com' });
    const dialog = await screen.findByRole('dialog', { name: 'Waiting list' });
    await user.click(within(dialog).getByRole('button', { name: 'Join the waiting list' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'You are number 1 on the waiting list. An email confirms it.',
    );
    expect(lastBodyOf(spy, 'POST', '/api/sessions/12/waitlist')).toEqual({
      firstName: 'Mary',
      lastName: 'Smith',
      email: 'mary@example.com',
      seats: 1,
      language: 'en',
    });
  });

  it('says when the server cannot be reached, and keeps what was typed', async () => {
    mockApi({
      'GET /api/auth/me': jsonResponse(200, { user: null }),
      'POST /api/sessions/12/waitlist': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderDialog({ firstName: 'Marie', lastName: 'Tremblay', email: 'marie@example.com' });
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'M’inscrire sur la liste d’attente' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le serveur est injoignable. Vérifiez votre connexion, puis réessayez.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marie');
  });

  it('closes on Cancel and on Escape, sending nothing', async () => {
    const spy = mockApi({
      'GET /api/auth/me': jsonResponse(200, { user: null }),
      'POST /api/sessions/12/waitlist': errorResponse(500, 'internal'),
    });
    const user = userEvent.setup();
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls.some(([url]) => String(url).includes('/waitlist'))).toBe(false);
  });
});
