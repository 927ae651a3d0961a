import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Handler } from '@/test/api';
import { fillDetails, form, radio, submitButton, text } from '@/test/booking-page';
import { makeBooking, mockBookingApi } from '@/test/bookings';
import { cpr, firstAid } from '@/test/courses';
import { renderRoute } from '@/test/render';
import type { PromoCodeCheck } from '../api/types';
// Loaded up front: the first lazy load on a busy machine is slow.
import './BookingPage';
import './BookingSuccessPage';

configure({ asyncUtilTimeout: 5000 });

const CHECK = '/api/promo-codes/check';

/** ETE20: 20 % off the CPR course (100 $) only; GRATUIT: 100 % off any course. */
const checkCode: Handler = (init) => {
  const { code, courseId } = JSON.parse(String(init?.body)) as PromoCodeCheck;
  const normalized = code.trim().toUpperCase();
  if (normalized === 'ETE20' && courseId === cpr.id) {
    return jsonResponse(200, {
      code: 'ETE20',
      listPriceCents: 10_000,
      discountCents: 2000,
      subtotalCents: 8000,
      gstCents: 400,
      qstCents: 798,
      totalCents: 9198,
    });
  }
  if (normalized === 'ETE20')
    return errorResponse(400, 'validation', { promoCode: 'not-for-this-course' });
  if (normalized === 'GRATUIT') {
    return jsonResponse(200, {
      code: 'GRATUIT',
      listPriceCents: 10_000,
      discountCents: 10_000,
      subtotalCents: 0,
      gstCents: 0,
      qstCents: 0,
      totalCents: 0,
    });
  }
  return errorResponse(400, 'validation', { promoCode: 'expired' });
};

const codeField = () => screen.getByRole('textbox', { name: 'Code promo (facultatif)' });
const summary = () => screen.getByTestId('price-summary');
const amount = (testId: string) => text(within(summary()).getByTestId(testId));

describe('the booking page’s promo code', () => {
  it('applies a code with the email typed, shows the discounted price and books with it', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({
      promoCode: 'ETE20',
      discountCents: 2000,
      amounts: {
        subtotalCents: 8000,
        gstCents: 400,
        qstCents: 798,
        totalCents: 9198,
        currency: 'CAD',
      },
    });
    const spy = mockBookingApi({
      routes: {
        [`POST ${CHECK}`]: checkCode,
        'POST /api/bookings': () => jsonResponse(201, { booking, accessToken: 'tok-1' }),
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.type(codeField(), 'ete20');
    // Enter applies the code; it does not send the booking.
    await user.keyboard('{Enter}');

    expect((await screen.findByText(/^Code ETE20 appliqué/)).textContent).toBe(
      'Code ETE20 appliqué\u00a0: 20,00\u00a0$ de rabais avant les taxes.',
    );
    expect(lastBodyOf(spy, 'POST', CHECK)).toEqual({
      code: 'ete20',
      courseId: 2,
      email: 'marie@example.com',
    });
    expect(callsTo(spy, 'POST', '/api/bookings')).toBe(0);
    expect(codeField()).toHaveValue('ETE20');
    expect(codeField()).toHaveAttribute('readonly');
    expect(amount('amount-list-price')).toBe('100,00 $');
    expect(within(summary()).getByText('Code promo ETE20')).toBeInTheDocument();
    expect(amount('amount-discount')).toBe('\u221220,00 $');
    expect(within(summary()).getByText('Sous-total')).toBeInTheDocument();
    expect(amount('amount-gst')).toBe('4,00 $');
    expect(amount('amount-qst')).toBe('7,98 $');
    expect(amount('amount-total')).toBe('91,98 $');
    expect(text(screen.getByTestId('panel-interac'))).toContain('envoyez 91,98 $');

    await user.type(await screen.findByLabelText(/^Date souhaitée/), '2099-01-15');
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre réservation\u00a0!' });
    expect(lastBodyOf(spy, 'POST', '/api/bookings')).toMatchObject({ promoCode: 'ETE20' });
    // The success page shows the regular price and the discount too.
    expect(amount('amount-list-price')).toBe('100,00 $');
    expect(amount('amount-discount')).toBe('\u221220,00 $');
    expect(amount('amount-total')).toBe('91,98 $');
  });

  it('says why a code is refused, at the field, and books nothing with a code not applied', async () => {
    const user = userEvent.setup();
    const spy = mockBookingApi({ routes: { [`POST ${CHECK}`]: checkCode } });
    renderRoute('/booking/2');
    await form();
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Entrez un code promo.')).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(callsTo(spy, 'POST', CHECK)).toBe(0);

    await user.type(codeField(), 'NOEL2020');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Ce code promo est expiré.')).toBeInTheDocument();
    expect(codeField()).toHaveAccessibleDescription('Ce code promo est expiré.');
    expect(codeField()).toHaveFocus();
    expect(screen.queryByTestId('amount-discount')).not.toBeInTheDocument();
    expect(amount('amount-total')).toBe('114,98 $');

    await fillDetails(user);
    await user.type(await screen.findByLabelText(/^Date souhaitée/), '2099-01-15');
    await user.click(submitButton());
    expect(
      await screen.findByText('Appliquez ce code promo ou effacez-le avant de réserver.'),
    ).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(callsTo(spy, 'POST', '/api/bookings')).toBe(0);
  });

  it('removes the code, and checks it again for another course', async () => {
    const user = userEvent.setup();
    mockBookingApi({ routes: { [`POST ${CHECK}`]: checkCode } });
    renderRoute('/booking/2');
    await form();
    await user.type(codeField(), 'ETE20');
    const button = screen.getByRole('button', { name: 'Appliquer' });
    await user.click(button);
    await screen.findByText(/^Code ETE20 appliqué/);
    // The same button, focused still, now removes the code.
    expect(button).toHaveAccessibleName('Retirer le code promo ETE20');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
    expect(screen.queryByTestId('amount-discount')).not.toBeInTheDocument();
    expect(amount('amount-total')).toBe('114,98 $');

    await user.type(codeField(), 'ETE20');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await screen.findByText(/^Code ETE20 appliqué/);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Formation' }),
      String(firstAid.id),
    );
    expect(
      await screen.findByText('Ce code promo ne s’applique pas à cette formation.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('amount-discount')).not.toBeInTheDocument();
    expect(amount('amount-total')).toBe('172,46 $');
    expect(codeField()).not.toHaveAttribute('readonly');
  });

  it('shows the booking’s refusal of the code at the field, and the price without it', async () => {
    const user = userEvent.setup();
    mockBookingApi({
      routes: {
        [`POST ${CHECK}`]: checkCode,
        'POST /api/bookings': () => errorResponse(400, 'validation', { promoCode: 'used-up' }),
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.type(await screen.findByLabelText(/^Date souhaitée/), '2099-01-15');
    await user.type(codeField(), 'ETE20');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await screen.findByText(/^Code ETE20 appliqué/);
    await user.click(submitButton());

    expect(
      await screen.findByText('Ce code promo a déjà servi le nombre de fois prévu.'),
    ).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(screen.queryByTestId('amount-discount')).not.toBeInTheDocument();
    expect(amount('amount-total')).toBe('114,98 $');
  });

  it('takes no card when a code makes the course free', async () => {
    const user = userEvent.setup();
    mockBookingApi({ cardEnabled: true, routes: { [`POST ${CHECK}`]: checkCode } });
    renderRoute('/booking/2');
    await form();
    expect(radio(/Carte de crédit/)).toBeChecked();
    await user.type(codeField(), 'gratuit');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await screen.findByText(/^Code GRATUIT appliqué/);

    await waitFor(() => expect(radio(/Virement Interac/)).toBeChecked());
    expect(radio(/Carte de crédit/)).toBeDisabled();
    expect(screen.getByTestId('card-unavailable')).toHaveTextContent(
      'Avec ce code promo, la formation est gratuite',
    );
    expect(amount('amount-total')).toBe('0,00 $');
  });
});
