import { api } from '@/lib/api/client';
import type { PaymentIntent } from './types';

/**
 * Asks the server for a Stripe PaymentIntent of the booking's total. Fails with
 * payments-unavailable (503), payment-provider-error (502, Stripe's message) or
 * booking-not-payable (409).
 */
export const createPaymentIntent = (bookingId: number, accessToken: string) =>
  api.post<PaymentIntent>(
    `/api/bookings/${bookingId}/payment-intent?token=${encodeURIComponent(accessToken)}`,
  );
