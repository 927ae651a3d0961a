import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, lastBodyOf } from '@/test/api';
import { makeBooking, mockBookingApi } from '@/test/bookings';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { fillDetails, form, submitButton } from '@/test/booking-page';
// Loaded up front: the first lazy load on a busy machine is slow.
import './BookingPage';
import './BookingSuccessPage';

configure({ asyncUtilTimeout: 5000 });

const newsBox = () =>
  screen.getByRole('checkbox', {
    name: 'Je souhaite recevoir les nouvelles et les rappels de renouvellement de mes attestations de Formations Secours Outaouais. Je peux me désabonner en tout temps.',
  });

describe('the booking form’s terms and consents', () => {
  it('says that booking accepts the terms of sale and the privacy policy, with their links', async () => {
    mockBookingApi();
    renderRoute('/booking/2');
    await form();

    const sentence = screen.getByText(/^En réservant, vous acceptez les/);
    expect(sentence.textContent).toBe(
      'En réservant, vous acceptez les conditions de vente (s’ouvre dans un nouvel onglet) et la politique de confidentialité (s’ouvre dans un nouvel onglet).',
    );
    const terms = screen.getByRole('link', { name: /^conditions de vente/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^politique de confidentialité/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('says it in English too', async () => {
    await i18n.changeLanguage('en');
    mockBookingApi();
    renderRoute('/booking/2');
    await screen.findByRole('combobox', { name: 'Course' });

    expect(screen.getByText(/^By booking, you agree to the/)).toBeVisible();
    expect(screen.getByRole('link', { name: /^terms of sale/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /^privacy policy/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(
      screen.getByRole('checkbox', {
        name: 'I would like to receive news and renewal reminders for my certificates from Formations Secours Outaouais. I can unsubscribe at any time.',
      }),
    ).not.toBeChecked();
  });

  it('offers news and renewal reminders unticked, and books without them', async () => {
    const user = userEvent.setup();
    const spy = mockBookingApi({
      routes: {
        'POST /api/bookings': () =>
          jsonResponse(201, { booking: makeBooking({ session: null }), accessToken: 'tok-1' }),
      },
    });
    renderRoute('/booking/2');
    await form();
    expect(newsBox()).not.toBeChecked();
    await fillDetails(user);
    await user.click(submitButton());

    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre réservation\u00a0!' });
    expect(lastBodyOf(spy, 'POST', '/api/bookings')).toMatchObject({ newsConsent: false });
  });

  it('sends the consent to news and renewal reminders when the box is ticked', async () => {
    const user = userEvent.setup();
    const spy = mockBookingApi({
      routes: {
        'POST /api/bookings': () =>
          jsonResponse(201, { booking: makeBooking({ session: null }), accessToken: 'tok-1' }),
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.click(newsBox());
    expect(newsBox()).toBeChecked();
    await user.click(submitButton());

    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre réservation\u00a0!' });
    expect(lastBodyOf(spy, 'POST', '/api/bookings')).toMatchObject({ newsConsent: true });
  });
});
