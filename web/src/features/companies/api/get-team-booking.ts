import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { companyKeys } from './keys';
import type { TeamBookingDetails } from './types';

/** A team booking and its seats. */
export function getTeamBooking(companyId: number, teamBookingId: number, signal?: AbortSignal) {
  return api.get<ResponseBody<'/api/companies/{id}/bookings/{teamBookingId}'>>(
    `/api/companies/${companyId}/bookings/${teamBookingId}`,
    signal,
  );
}

export const teamBookingQuery = (companyId: number, teamBookingId: number) =>
  queryOptions({
    queryKey: companyKeys.teamBooking(companyId, teamBookingId),
    queryFn: ({ signal }) => getTeamBooking(companyId, teamBookingId, signal),
  });

/** Back from Stripe, the team is read every 2 seconds for a minute, until its invoice is paid. */
const CONFIRMATION_READS = 30;
const READ_INTERVAL_MS = 2000;

/** Paid by card, a team gets its paid invoice: until then it has none. */
const unsettled = (details: TeamBookingDetails | undefined) =>
  details === undefined || details.teamBooking.invoiceId === null;

/**
 * The team booking. With `awaitingPayment` (back from Stripe), it is read again until Stripe's
 * confirmation has reached the server (the team then has its invoice), for a minute at most;
 * `confirming` is true until then.
 */
export function useTeamBooking(companyId: number, teamBookingId: number, awaitingPayment = false) {
  const queryClient = useQueryClient();
  const options = teamBookingQuery(companyId, teamBookingId);
  const query = useQuery({
    ...options,
    refetchInterval: ({ state }) =>
      awaitingPayment && unsettled(state.data) && state.dataUpdateCount < CONFIRMATION_READS
        ? READ_INTERVAL_MS
        : false,
    // A payer who switches tabs while waiting still gets the answer.
    refetchIntervalInBackground: true,
  });
  const reads = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const confirming = awaitingPayment && unsettled(query.data) && reads < CONFIRMATION_READS;
  return { ...query, confirming };
}
