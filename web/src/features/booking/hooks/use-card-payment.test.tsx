import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/api/query-client';
import { errorResponse, jsonResponse, mockApi } from '@/test/api';
import { makeBooking } from '@/test/bookings';
import { successPath } from '../success-path';
import { useCardPayment } from './use-card-payment';

const created = { booking: makeBooking({ paymentMethod: 'card' }), accessToken: 'tok' };
const intentPath = `POST /api/bookings/${created.booking.id}/payment-intent`;

function renderCardPayment() {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { invalidate, ...renderHook(() => useCardPayment(), { wrapper }) };
}

const fakeCard = () => ({
  validate: vi.fn().mockResolvedValue(null),
  confirm: vi.fn().mockResolvedValue({ text: 'Votre carte a été refusée.' }),
});

describe('useCardPayment', () => {
  it('says Stripe is not loaded when there is no card panel, before anything is saved', async () => {
    const { result } = renderCardPayment();
    await expect(result.current.check()).resolves.toEqual({ key: 'stripeNotLoaded' });
  });

  it('asks for the intent and confirms it with Stripe, returning to the success page', async () => {
    mockApi({ [intentPath]: jsonResponse(200, { clientSecret: 'pi_secret', amountCents: 11498 }) });
    const { result } = renderCardPayment();
    const card = fakeCard();
    result.current.cardRef.current = card;

    let problem;
    await act(async () => {
      problem = await result.current.pay(created);
    });

    expect(problem).toEqual({ text: 'Votre carte a été refusée.' });
    expect(card.confirm).toHaveBeenCalledWith(
      'pi_secret',
      new URL(successPath(created.booking.id, 'tok'), window.location.origin).toString(),
    );
    // Kept: paying again reuses the booking and its held seat.
    expect(result.current.held).toBe(created);
  });

  it('shows Stripe’s message when the provider refuses the intent, and never confirms', async () => {
    mockApi({
      [intentPath]: jsonResponse(502, {
        error: { code: 'payment-provider-error', message: 'Your card was declined.' },
      }),
    });
    const { result } = renderCardPayment();
    const card = fakeCard();
    result.current.cardRef.current = card;

    let problem;
    await act(async () => {
      problem = await result.current.pay(created);
    });

    expect(problem).toEqual({ text: 'Your card was declined.' });
    expect(card.confirm).not.toHaveBeenCalled();
    expect(result.current.held).toBe(created);
  });

  it('reads the payment settings again when the server no longer takes cards', async () => {
    mockApi({ [intentPath]: errorResponse(503, 'payments-unavailable') });
    const { result, invalidate } = renderCardPayment();
    result.current.cardRef.current = fakeCard();

    let problem;
    await act(async () => {
      problem = await result.current.pay(created);
    });

    expect(problem).toEqual({ own: 'paymentsUnavailable' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['payments', 'config'] });
  });

  it('falls back to “intent failed” for any other failure, and forgets the booking on demand', async () => {
    mockApi({ [intentPath]: errorResponse(500, 'internal') });
    const { result } = renderCardPayment();
    result.current.cardRef.current = fakeCard();

    let problem;
    await act(async () => {
      problem = await result.current.pay(created);
    });
    expect(problem).toEqual({ key: 'intentFailed' });

    act(() => result.current.forget());
    expect(result.current.held).toBeNull();
  });
});
