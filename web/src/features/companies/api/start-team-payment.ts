import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

type Path = '/api/companies/{id}/bookings/{teamBookingId}/payment';

/** What Stripe.js needs to confirm the team's one payment. */
export type TeamPaymentIntent = ResponseBody<Path, 'post'>;

/**
 * Starts (or resumes) the card payment of a team booked by card, while its seats are held: a
 * Stripe PaymentIntent of the total. Fails with team-not-payable (409: the hold lapsed, or it is
 * paid), payment-provider-error (502, Stripe's message) or payments-unavailable (503).
 */
export const startTeamPayment = (companyId: number, teamBookingId: number) =>
  api.post<TeamPaymentIntent>(`/api/companies/${companyId}/bookings/${teamBookingId}/payment`);
