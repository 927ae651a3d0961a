import { configure, screen } from '@testing-library/react';
import { mockBookingApi } from '@/test/bookings';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { form } from '@/test/booking-page';
// Loaded up front: the first lazy load on a busy machine is slow.
import './BookingPage';

configure({ asyncUtilTimeout: 5000 });

describe('the booking form', () => {
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
  });
});
