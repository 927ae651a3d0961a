import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { CardPaymentHandle, PaymentProblem } from '@/components/payment/card-payment';
import { ApiError } from '@/lib/api/api-error';
import { paymentsConfigKey } from '@/lib/api/get-payments-config';
import { createPaymentIntent } from '../api/create-payment-intent';
import type { CreatedBooking } from '../api/types';
import type { BookingErrorKey } from '../schema';
import { successPath } from '../success-path';

/** What stopped a card payment of a booking; its own messages are the booking form's errors. */
export type BookingPaymentProblem = PaymentProblem<BookingErrorKey>;

/**
 * The card payment of the booking form: the card fields are checked before anything is saved,
 * then the saved booking is kept (its seat is held 30 minutes, so paying again reuses it), a
 * PaymentIntent is asked for and Stripe confirms it. On success the browser leaves for the
 * success page; every other outcome is a problem to show.
 */
export function useCardPayment() {
  const queryClient = useQueryClient();
  const cardRef = useRef<CardPaymentHandle>(null);
  const [held, setHeld] = useState<CreatedBooking | null>(null);

  /** Forgets the unpaid booking: any change to the form means a new booking. */
  const forget = useCallback(() => setHeld(null), []);

  /** Null when the card fields are complete. */
  const check = useCallback(async (): Promise<BookingPaymentProblem | null> => {
    const card = cardRef.current;
    if (!card) return { key: 'stripeNotLoaded' };
    return card.validate();
  }, []);

  const intentProblem = useCallback(
    (error: unknown): BookingPaymentProblem => {
      if (error instanceof ApiError && error.code === 'payment-provider-error' && error.message) {
        return { text: error.message };
      }
      if (error instanceof ApiError && error.code === 'payments-unavailable') {
        void queryClient.invalidateQueries({ queryKey: paymentsConfigKey });
        return { own: 'paymentsUnavailable' };
      }
      return { key: 'intentFailed' };
    },
    [queryClient],
  );

  /** Pays for a saved booking; answers the problem when the browser does not leave. */
  const pay = useCallback(
    async (created: CreatedBooking): Promise<BookingPaymentProblem> => {
      setHeld(created);
      const { booking, accessToken } = created;
      let clientSecret: string;
      try {
        ({ clientSecret } = await createPaymentIntent(booking.id, accessToken));
      } catch (error) {
        return intentProblem(error);
      }
      const card = cardRef.current;
      if (!card) return { key: 'stripeNotLoaded' };
      const returnUrl = new URL(successPath(booking.id, accessToken), window.location.origin);
      return card.confirm(clientSecret, returnUrl.toString());
    },
    [intentProblem],
  );

  return { cardRef, held, forget, check, pay };
}
