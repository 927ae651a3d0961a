import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Reply } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Availability } from '../api/types';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './AvailabilityPage';

configure({ asyncUtilTimeout: 5000 });

const julie = makeUser({ id: 7, role: 'instructor', firstName: 'Julie', lastName: 'Lavoie' });

const noneStated: Availability = { weekly: [], timeOff: [] };

function serve({
  availability = jsonResponse(200, { availability: noneStated }),
  save = (init) =>
    jsonResponse(200, { availability: JSON.parse(String(init?.body)) as Availability }),
}: { availability?: Reply; save?: Reply } = {}) {
  return mockSession(julie, {
    'GET /api/instructor/availability': availability,
    'PUT /api/instructor/availability': save,
  });
}

const day = (name: string) => within(screen.getByRole('group', { name }));
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer mes disponibilités' });

describe('the instructor’s availability', () => {
  it('says every day counts as free when no hours are stated, and saves ranges added', async () => {
    const user = userEvent.setup();
    const spy = serve();
    renderRoute('/instructor/availability');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes disponibilités' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Aucune heure indiquée : tous les jours comptent comme libres.', {
        normalizer: (text) => text.replace(/\u00a0/g, ' '),
      }),
    ).toBeVisible();
    expect(day('Lundi').getByText('Libre (aucune heure indiquée)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Disponibilités' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Ajouter une plage le mercredi' }));
    const wednesday = within(screen.getByRole('group', { name: 'Mercredi, plage 1' }));
    expect(wednesday.getByLabelText('De')).toHaveFocus();
    expect(wednesday.getByLabelText('De')).toHaveValue('09:00');
    expect(wednesday.getByLabelText('À')).toHaveValue('17:00');
    // With hours stated, a day without a range is not free.
    expect(day('Lundi').getByText('Non disponible')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ajouter une plage le lundi' }));
    const monday = within(screen.getByRole('group', { name: 'Lundi, plage 1' }));
    await user.clear(monday.getByLabelText('À'));
    await user.type(monday.getByLabelText('À'), '12:00');
    await user.click(screen.getByRole('button', { name: 'Ajouter une plage le lundi' }));
    const afternoon = within(screen.getByRole('group', { name: 'Lundi, plage 2' }));
    await user.clear(afternoon.getByLabelText('De'));
    await user.type(afternoon.getByLabelText('De'), '13:00');

    await user.click(saveButton());
    expect(await screen.findByText('Vos disponibilités sont enregistrées.')).toBeVisible();
    // Monday's ranges come before Wednesday's: the list stays grouped by day.
    expect(lastBodyOf(spy, 'PUT', '/api/instructor/availability')).toEqual({
      weekly: [
        { weekday: 1, startsAt: '09:00', endsAt: '12:00' },
        { weekday: 1, startsAt: '13:00', endsAt: '17:00' },
        { weekday: 3, startsAt: '09:00', endsAt: '17:00' },
      ],
      timeOff: [],
    });
  });

  it('removes a range and gives the focus to its day’s button', async () => {
    const user = userEvent.setup();
    const spy = serve({
      availability: jsonResponse(200, {
        availability: {
          weekly: [
            { weekday: 2, startsAt: '09:00', endsAt: '12:00' },
            { weekday: 2, startsAt: '13:00', endsAt: '16:00' },
          ],
          timeOff: [],
        },
      }),
    });
    renderRoute('/instructor/availability');
    await user.click(await screen.findByRole('button', { name: 'Retirer la plage 1 du mardi' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter une plage le mardi' })).toHaveFocus(),
    );
    expect(day('Mardi').getByLabelText('De')).toHaveValue('13:00');
    await user.click(saveButton());
    await screen.findByText('Vos disponibilités sont enregistrées.');
    expect(lastBodyOf(spy, 'PUT', '/api/instructor/availability')).toEqual({
      weekly: [{ weekday: 2, startsAt: '13:00', endsAt: '16:00' }],
      timeOff: [],
    });
  });

  it('checks the hours and the days off before sending anything', async () => {
    const user = userEvent.setup();
    const spy = serve();
    renderRoute('/instructor/availability');
    await user.click(await screen.findByRole('button', { name: 'Ajouter une plage le jeudi' }));
    const thursday = within(screen.getByRole('group', { name: 'Jeudi, plage 1' }));
    await user.clear(thursday.getByLabelText('À'));
    await user.type(thursday.getByLabelText('À'), '08:00');

    await user.click(screen.getByRole('button', { name: 'Ajouter une absence' }));
    const period = within(screen.getByRole('group', { name: 'Absence 1' }));
    expect(period.getByLabelText('Du')).toHaveFocus();
    await user.type(period.getByLabelText('Du'), '2031-01-03');
    await user.type(period.getByLabelText('Au (inclus)'), '2030-12-23');

    await user.click(saveButton());
    expect(await thursday.findByText('L’heure de fin doit suivre l’heure de début.')).toBeVisible();
    expect(thursday.getByLabelText('À')).toHaveFocus();
    expect(period.getByText('Le dernier jour ne peut pas précéder le premier.')).toBeVisible();
    expect(callsTo(spy, 'PUT', '/api/instructor/availability')).toBe(0);
  });

  it('puts the server’s refusals on the range’s and the period’s fields', async () => {
    const user = userEvent.setup();
    const spy = serve({
      availability: jsonResponse(200, {
        availability: {
          weekly: [
            { weekday: 1, startsAt: '09:00', endsAt: '12:00' },
            { weekday: 1, startsAt: '13:00', endsAt: '17:00' },
            { weekday: 5, startsAt: '09:00', endsAt: '17:00' },
          ],
          timeOff: [{ startsOn: '2030-12-23', endsOn: '2031-01-03', note: 'Vacances' }],
        },
      }),
      save: errorResponse(400, 'validation', {
        'weekly[2].endsAt': 'before-start',
        'timeOff[0].endsOn': 'before-start',
      }),
    });
    renderRoute('/instructor/availability');
    expect(
      await within(await screen.findByRole('group', { name: 'Absence 1' })).findByLabelText(
        'Note (facultative)',
      ),
    ).toHaveValue('Vacances');
    await user.click(saveButton());
    const friday = within(screen.getByRole('group', { name: 'Vendredi, plage 1' }));
    expect(await friday.findByText('L’heure de fin doit suivre l’heure de début.')).toBeVisible();
    expect(friday.getByLabelText('À')).toHaveFocus();
    expect(
      within(screen.getByRole('group', { name: 'Absence 1' })).getByText(
        'Le dernier jour ne peut pas précéder le premier.',
      ),
    ).toBeVisible();
    expect(lastBodyOf(spy, 'PUT', '/api/instructor/availability')).toEqual({
      weekly: [
        { weekday: 1, startsAt: '09:00', endsAt: '12:00' },
        { weekday: 1, startsAt: '13:00', endsAt: '17:00' },
        { weekday: 5, startsAt: '09:00', endsAt: '17:00' },
      ],
      timeOff: [{ startsOn: '2030-12-23', endsOn: '2031-01-03', note: 'Vacances' }],
    });
  });

  it('says when the save fails for another reason, and when the hours cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    serve({
      availability: () =>
        fail ? errorResponse(500, 'internal') : jsonResponse(200, { availability: noneStated }),
      save: errorResponse(500, 'internal'),
    });
    renderRoute('/instructor/availability');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger vos disponibilités.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await user.click(await screen.findByRole('button', { name: 'Enregistrer mes disponibilités' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vos disponibilités n’ont pas pu être enregistrées.',
    );
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    serve();
    renderRoute('/instructor/availability');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My availability' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No hours stated: every day counts as free.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a range on Sunday' })).toBeVisible();
  });
});
