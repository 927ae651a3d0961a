import { configure, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { jsonResponse } from '@/test/api';
import { makeAttendee, makeRoster, makeRosterState } from '@/test/instructor';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { FinalizeOutcome } from '../components/FinalizeOutcome';
import './RosterPage';

configure({ asyncUtilTimeout: 5000 });

const julie = makeUser({ id: 7, role: 'instructor', firstName: 'Julie', lastName: 'Lavoie' });
const rosterPath = '/api/instructor/sessions/12/roster';
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the roster before and after its class (issue 41)', () => {
  it('says when check-in and the signature open, and takes no tap before', async () => {
    const roster = makeRoster({
      roster: makeRosterState({
        checkInOpensAt: '2099-12-14T09:00:00-05:00',
        signatureOpensAt: '2099-12-16T09:00:00-05:00',
      }),
    });
    mockSession(julie, { [`GET ${rosterPath}`]: () => jsonResponse(200, roster) });
    renderRoute('/instructor/sessions/12');
    const notice = await screen.findByText(/Les présences s’ouvrent au début de la séance/);
    expect(plain(notice.textContent)).toContain('14 décembre 2099');
    const marie = await screen.findByRole('listitem', { name: 'Marie Tremblay' });
    expect(within(marie).queryByRole('textbox')).toBeNull();
    const sign = screen.getByRole('button', { name: 'Signer et finaliser la liste' });
    expect(sign).toBeDisabled();
    expect(plain(screen.getByText(/La signature s’ouvre/).textContent)).toContain(
      '16 décembre 2099',
    );
  });

  it('opens once the class has started', async () => {
    const roster = makeRoster({
      roster: makeRosterState({
        checkInOpensAt: '2020-12-14T09:00:00-05:00',
        signatureOpensAt: '2020-12-14T09:00:00-05:00',
      }),
    });
    mockSession(julie, { [`GET ${rosterPath}`]: () => jsonResponse(200, roster) });
    renderRoute('/instructor/sessions/12');
    const marie = await screen.findByRole('listitem', { name: 'Marie Tremblay' });
    expect(within(marie).getByRole('textbox')).toBeInTheDocument();
    expect(screen.queryByText(/Les présences s’ouvrent/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Signer et finaliser la liste' })).toBeEnabled();
  });

  it('names a seat still to be named', async () => {
    const roster = makeRoster({
      attendees: [makeAttendee({ firstName: '', lastName: '', company: 'Acme Québec inc.' })],
    });
    mockSession(julie, { [`GET ${rosterPath}`]: () => jsonResponse(200, roster) });
    renderRoute('/instructor/sessions/12');
    expect(await screen.findByRole('listitem', { name: 'Place à nommer' })).toBeInTheDocument();
  });
});

describe('what a signature issued', () => {
  it('tells a missing result from a failure', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <FinalizeOutcome
          headingRef={{ current: null }}
          result={{
            roster: makeRosterState({ status: 'finalized' }),
            certificates: [],
            leftOut: [
              { bookingId: 1, name: 'Paul Roy', reason: 'no-result', result: null },
              { bookingId: 2, name: 'Rose Roy', reason: 'not-passed', result: 'failed' },
              { bookingId: 3, name: ' ', reason: 'unpaid', result: null },
            ],
          }}
        />
      </I18nextProvider>,
    );
    const lines = within(screen.getByTestId('left-out')).getAllByRole('listitem');
    expect(plain(lines[0]?.textContent)).toBe('Paul Roy — sans résultat');
    expect(plain(lines[1]?.textContent)).toContain('Rose Roy — n’a pas réussi');
    expect(plain(lines[2]?.textContent)).toBe('Place à nommer — paiement non reçu');
  });
});
