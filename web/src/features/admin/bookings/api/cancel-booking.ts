import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminOverviewKeys } from '@/lib/api/admin-overview-keys';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { adminBookingKeys } from './keys';

export type CancelRequest = RequestBody<'/api/admin/bookings/{id}/cancel', 'post'>;
export type CancelAnswer = ResponseBody<'/api/admin/bookings/{id}/cancel', 'post'>;

/**
 * The office cancels one booking with its reason and the refund chosen (409 booking-not-active,
 * team-seat, booking-not-refundable, refund-exceeds-payment). A refund that failed after the
 * cancellation is named in refundError: the booking stays cancelled and flagged for its refund.
 */
export async function cancelBooking(id: number, request: CancelRequest) {
  return api.post<CancelAnswer>(`/api/admin/bookings/${id}/cancel`, request);
}

/** The bookings and the overview's figures, read again after one or several cancellations. */
export function refreshAfterCancel(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all }),
  ]);
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: CancelRequest }) =>
      cancelBooking(id, request),
    onSettled: () => refreshAfterCancel(queryClient),
  });
}
