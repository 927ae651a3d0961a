import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@/test/api';
import { fillDetails, form, radio, submitButton, text } from '@/test/booking-page';
import { makeSession, mockBookingApi } from '@/test/bookings';
import { cpr } from '@/test/courses';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
// Loaded up front: the first lazy load on a busy machine is slow.
import './BookingPage';

configure({ asyncUtilTimeout: 5000 });

const day = (date: string, start: string, end: string) => ({
  date,
  startsAt: `${date}T${start}:00-05:00`,
  endsAt: `${date}T${end}:00-05:00`,
});

/** Tuesday and Wednesday, December 3 and 4, 2030, from 8:30 to 16:30. */
const twoDays = makeSession({
  id: 21,
  startsAt: '2030-12-03T08:30:00-05:00',
  endsAt: '2030-12-04T16:30:00-05:00',
  days: [day('2030-12-03', '08:30', '16:30'), day('2030-12-04', '08:30', '16:30')],
});
/** Tuesday the 10th from 8:30 to 16:30, Wednesday the 11th from 9:00 to 12:00. */
const uneven = makeSession({
  id: 22,
  startsAt: '2030-12-10T08:30:00-05:00',
  endsAt: '2030-12-11T12:00:00-05:00',
  days: [day('2030-12-10', '08:30', '16:30'), day('2030-12-11', '09:00', '12:00')],
});
const joinButtons = () =>
  screen.queryAllByRole('button', { name: 'M’inscrire sur la liste d’attente' });

describe('the booking form’s sessions', () => {
  it('shows every day of a session, with each day’s hours when they differ', async () => {
    mockBookingApi({ sessions: { [cpr.id]: [twoDays, uneven] } });
    renderRoute('/booking/2');
    await form();

    const first = await screen.findByRole('radio', {
      name: /^mardi 3 décembre et mercredi 4 décembre 2030\s*de 8\s+h\s+30 à 16\s+h\s+30$/,
    });
    expect(text(first.closest('div') as HTMLElement)).toContain(
      'mardi 3 décembre et mercredi 4 décembre 2030de 8 h 30 à 16 h 30',
    );
    const second = radio(/^mardi 10 décembre et mercredi 11 décembre 2030/);
    expect(text(second.closest('div') as HTMLElement)).toContain(
      'mardi 10 décembre et mercredi 11 décembre 2030' +
        'mardi 10 décembre, de 8 h 30 à 16 h 30' +
        'mercredi 11 décembre 2030, de 9 h 00 à 12 h 00',
    );
  });

  it('offers only the waiting lists when every session is full: no preferred date', async () => {
    const user = userEvent.setup();
    const full = { ...twoDays, seatsLeft: 0 };
    const spy = mockBookingApi({ sessions: { [cpr.id]: [full, { ...uneven, seatsLeft: 0 }] } });
    renderRoute('/booking/2');
    await form();

    await screen.findByRole('radio', { name: /^mardi 3 décembre/ });
    expect(joinButtons()).toHaveLength(2);
    expect(radio(/^mardi 3 décembre/)).toBeDisabled();
    expect(screen.getByText(/Toutes les séances prévues sont complètes/)).toHaveTextContent(
      'Inscrivez-vous sur la liste d’attente de l’une d’elles',
    );
    expect(screen.queryByLabelText(/^Date souhaitée/)).not.toBeInTheDocument();

    // Nothing can be booked: the form says to join a waiting list, and sends nothing.
    await fillDetails(user);
    await user.click(submitButton());
    const sessions = screen.getByRole('group', { name: 'Séance' });
    expect(await within(sessions).findByRole('alert')).toHaveTextContent(/^Toutes les séances/);
    expect(
      await within(sessions).findByText(
        'Toutes les séances sont complètes : inscrivez-vous sur la liste d’attente de l’une d’elles.',
      ),
    ).toBeInTheDocument();
    expect(sessions).toHaveAccessibleDescription(
      /^Toutes les séances sont complètes\s: inscrivez-vous sur la liste d’attente/,
    );
    expect(callsTo(spy, 'POST', '/api/bookings')).toBe(0);
  });

  it('says which session runs only if enough people book, and which is confirmed', async () => {
    const minimum = { minimumSeats: 6, decisionAt: '2030-11-30T08:30:00-05:00' };
    mockBookingApi({
      sessions: {
        [cpr.id]: [
          { ...twoDays, ...minimum, decision: null },
          { ...uneven, ...minimum, decision: 'confirmed' },
        ],
      },
    });
    renderRoute('/booking/2');
    await form();
    const first = await screen.findByRole('radio', { name: /^mardi 3 décembre/ });
    expect(text(first.closest('div') as HTMLElement)).toContain(
      'À confirmer au plus tard le samedi 30 novembre 2030 ' +
        'La séance a lieu s’il y a assez d’inscriptions.',
    );
    expect(first).toHaveAccessibleDescription(/À confirmer au plus tard le samedi 30 novembre/);
    expect(radio(/^mardi 10 décembre/)).toHaveAccessibleDescription(/Confirmée/);
  });

  it('keeps the preferred date for a course without sessions, booked on request', async () => {
    mockBookingApi({ sessions: { [cpr.id]: [] } });
    renderRoute('/booking/2');
    await form();
    expect(await screen.findByLabelText('Date souhaitée (facultatif)')).toBeInTheDocument();
    expect(screen.getByText(/offerte sur demande/)).toBeInTheDocument();
    expect(joinButtons()).toHaveLength(0);
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    mockBookingApi({ sessions: { [cpr.id]: [twoDays, { ...uneven, seatsLeft: 0 }] } });
    renderRoute('/booking/2');
    await screen.findByRole('heading', { level: 1, name: 'Book a course' });
    const first = await screen.findByRole('radio', {
      name: /^Tuesday, December 3 and Wednesday, December 4, 2030/,
    });
    expect(text(first.closest('div') as HTMLElement)).toContain(
      'Tuesday, December 3 and Wednesday, December 4, 2030from 8:30 a.m. to 4:30 p.m.',
    );
    expect(text(radio(/^Tuesday, December 10/).closest('div') as HTMLElement)).toContain(
      'Tuesday, December 10, from 8:30 a.m. to 4:30 p.m.',
    );
  });
});
