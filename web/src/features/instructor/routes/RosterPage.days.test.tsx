import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, lastBodyOf, type Handler } from '@/test/api';
import {
  makeAttendee,
  makeInstructorSession,
  makeRoster,
  makeRosterState,
} from '@/test/instructor';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Roster, RosterAttendee } from '../api/types';
import './RosterPage';

configure({ asyncUtilTimeout: 5000 });

const julie = makeUser({ id: 7, role: 'instructor', firstName: 'Julie', lastName: 'Lavoie' });
const rosterPath = '/api/instructor/sessions/12/roster';
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** Two days, both begun (or only the first when `secondDay` is in the future). */
function twoDayRoster(secondDay: string, attendee: Partial<RosterAttendee> = {}): Roster {
  return makeRoster({
    session: makeInstructorSession({
      startsAt: '2020-12-14T08:30:00-05:00',
      endsAt: `${secondDay}T16:30:00-05:00`,
      days: [
        {
          date: '2020-12-14',
          startsAt: '2020-12-14T08:30:00-05:00',
          endsAt: '2020-12-14T16:30:00-05:00',
        },
        {
          date: secondDay,
          startsAt: `${secondDay}T08:30:00-05:00`,
          endsAt: `${secondDay}T16:30:00-05:00`,
        },
      ],
    }),
    roster: makeRosterState({
      checkInOpensAt: '2020-12-14T08:30:00-05:00',
      signatureOpensAt: `${secondDay}T08:30:00-05:00`,
    }),
    attendees: [makeAttendee({ dayAttendance: [null, null], ...attendee })],
  });
}

/** The roster's server: a PATCH answers the attendee with the days it sets. */
function serve(roster: Roster) {
  const record: Handler = (init) => {
    const body = JSON.parse(String(init?.body)) as {
      attendance?: RosterAttendee['attendance'];
      dayAttendance?: Record<string, RosterAttendee['attendance']>;
    };
    const current = roster.attendees[0] as RosterAttendee;
    const days = [...current.dayAttendance];
    if (body.attendance !== undefined) days[0] = body.attendance;
    for (const [day, value] of Object.entries(body.dayAttendance ?? {}))
      days[Number(day) - 1] = value;
    const attendee = { ...current, attendance: days[0] ?? null, dayAttendance: days, version: 2 };
    return jsonResponse(200, { attendee });
  };
  return mockSession(julie, {
    [`GET ${rosterPath}`]: () => jsonResponse(200, roster),
    [`PATCH ${rosterPath}/101`]: record,
  });
}

describe('the roster of a session over several days (issue 41)', () => {
  it('checks each day in, the day under way first, and passes only who came every day', async () => {
    const spy = serve(
      twoDayRoster('2020-12-16', { attendance: 'present', dayAttendance: ['present', null] }),
    );
    const user = userEvent.setup();
    renderRoute('/instructor/sessions/12');
    const marie = within(await screen.findByRole('listitem', { name: 'Marie Tremblay' }));

    // Both days have begun: the second, under way, is chosen.
    const days = screen.getByRole('group', { name: 'Jour de la formation' });
    expect(within(days).getByRole('radio', { name: /^Jour 2/ })).toBeChecked();
    expect(plain(marie.getByTestId('days-checked-in').textContent)).toBe(
      'Jour 1 : Présent · Jour 2 : Non indiqué',
    );
    const passed = marie.getByRole('button', { name: /^Réussi/ });
    expect(passed).toBeDisabled();

    const attendance = marie.getByRole('group', { name: /Présence — jour 2/ });
    await user.click(within(attendance).getByRole('button', { name: /^En retard/ }));
    expect(lastBodyOf(spy, 'PATCH', `${rosterPath}/101`)).toEqual({
      dayAttendance: { '2': 'late' },
      version: 1,
    });
    expect(plain(marie.getByTestId('days-checked-in').textContent)).toBe(
      'Jour 1 : Présent · Jour 2 : En retard',
    );
    expect(marie.getByRole('button', { name: /^Réussi/ })).toBeEnabled();

    // The first day again: its buttons record the first day.
    await user.click(within(days).getByRole('radio', { name: /^Jour 1/ }));
    expect(marie.getByRole('group', { name: /Présence — jour 1/ })).toBeInTheDocument();
  });

  it('offers no later day before it begins', async () => {
    serve(twoDayRoster('2099-12-16'));
    renderRoute('/instructor/sessions/12');
    const marie = within(await screen.findByRole('listitem', { name: 'Marie Tremblay' }));
    expect(screen.queryByRole('group', { name: 'Jour de la formation' })).toBeNull();
    expect(marie.getByRole('group', { name: /Présence — jour 1/ })).toBeInTheDocument();
  });
});
