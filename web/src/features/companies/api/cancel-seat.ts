import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { refreshAfterSeatChange } from './refresh';

type Path = '/api/companies/{id}/bookings/{teamBookingId}/seats/{bookingId}/cancel';

/** Cancels one seat of a team booking, up to the cancellation deadline; the reason is optional. */
export function cancelSeat(
  companyId: number,
  teamBookingId: number,
  seatId: number,
  reason: string,
) {
  return api.post<ResponseBody<Path, 'post'>>(
    `/api/companies/${companyId}/bookings/${teamBookingId}/seats/${seatId}/cancel`,
    reason ? { reason } : {},
  );
}

export function useCancelSeat(companyId: number, teamBookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seatId, reason }: { seatId: number; reason: string }) =>
      cancelSeat(companyId, teamBookingId, seatId, reason),
    onSuccess: (details) => refreshAfterSeatChange(queryClient, companyId, details),
  });
}
