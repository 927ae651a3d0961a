import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { CardPaymentHandle, PaymentProblem } from '@/components/payment/card-payment';
import { ApiError } from '@/lib/api/api-error';
import { paymentsConfigKey } from '@/lib/api/get-payments-config';
import { companyKeys } from '../api/keys';
import { startTeamPayment } from '../api/start-team-payment';
import { teamPaymentReturnUrl } from './use-team-payment-return';

/** What stopped the team's card payment; its own messages are keys of teamPayment.errors. */
export type TeamPaymentProblem = PaymentProblem<'holdExpired' | 'paymentsUnavailable'>;

/**
 * The card payment of a team booked by card: the card fields are checked, the server makes the
 * PaymentIntent of the team's total, and Stripe confirms it. On success the browser leaves for
 * the company's page (teamPaymentReturnUrl); every other outcome is a problem to show.
 */
export function useTeamCardPayment(companyId: number, teamBookingId: number) {
  const queryClient = useQueryClient();
  const cardRef = useRef<CardPaymentHandle>(null);

  const intentProblem = useCallback(
    (error: unknown): TeamPaymentProblem => {
      if (!(error instanceof ApiError)) return { key: 'intentFailed' };
      if (error.code === 'team-not-payable') {
        // Its seats were released (or it is paid meanwhile): the list says which.
        void queryClient.invalidateQueries({ queryKey: companyKeys.teamBookings(companyId) });
        return { own: 'holdExpired' };
      }
      if (error.code === 'payments-unavailable') {
        void queryClient.invalidateQueries({ queryKey: paymentsConfigKey });
        return { own: 'paymentsUnavailable' };
      }
      if (error.code === 'payment-provider-error' && error.message) return { text: error.message };
      return { key: 'intentFailed' };
    },
    [queryClient, companyId],
  );

  /** Pays; answers the problem when the browser does not leave for Stripe's return. */
  const pay = useCallback(async (): Promise<TeamPaymentProblem> => {
    const card = cardRef.current;
    if (!card) return { key: 'stripeNotLoaded' };
    const invalid = await card.validate();
    if (invalid) return invalid;
    let clientSecret: string;
    try {
      ({ clientSecret } = await startTeamPayment(companyId, teamBookingId));
    } catch (error) {
      return intentProblem(error);
    }
    return card.confirm(clientSecret, teamPaymentReturnUrl(companyId, teamBookingId));
  }, [companyId, teamBookingId, intentProblem]);

  return { cardRef, pay };
}
