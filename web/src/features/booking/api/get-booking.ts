import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { bookingKeys } from './keys';
import type { Booking } from './types';

/** One booking, for its owner or whoever holds its access token. */
export async function getBooking(id: string, token: string, signal?: AbortSignal) {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const { booking } = await api.get<ResponseBody<'/api/bookings/{id}'>>(
    `/api/bookings/${encodeURIComponent(id)}${query}`,
    signal,
  );
  return booking;
}

export const bookingQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: bookingKeys.booking(id, token),
    queryFn: ({ signal }) => getBooking(id, token, signal),
  });

const CONFIRMATION_POLLS = 6;
const POLL_INTERVAL_MS = 2500;

const awaitingCard = (booking: Booking | undefined) =>
  booking?.paymentMethod === 'card' &&
  booking.paymentStatus === 'awaiting-payment' &&
  booking.status === 'pending' &&
  !booking.lastPaymentError;

/**
 * The booking. Back from Stripe (`awaitingStripe`), while the card payment is unconfirmed (its
 * webhook has not reached the server yet), it is read again a few times; `confirming` is true
 * until those reads are done.
 */
export function useBooking(
  id: string | null,
  token: string,
  initial?: Booking,
  awaitingStripe = false,
) {
  const queryClient = useQueryClient();
  const options = bookingQuery(id ?? '', token);
  const query = useQuery({
    ...options,
    enabled: id !== null,
    initialData: initial,
    staleTime: initial ? 30_000 : 0,
    refetchInterval: ({ state }) =>
      awaitingStripe && awaitingCard(state.data) && state.dataUpdateCount < CONFIRMATION_POLLS
        ? POLL_INTERVAL_MS
        : false,
    // A payer who switches tabs while waiting still gets the answer.
    refetchIntervalInBackground: true,
  });
  const reads = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return {
    ...query,
    confirming: awaitingStripe && awaitingCard(query.data) && reads < CONFIRMATION_POLLS,
  };
}
