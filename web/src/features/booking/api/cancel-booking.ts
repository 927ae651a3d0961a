import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { bookingKeys } from './keys';
import type { Booking } from './types';

/**
 * Cancels a booking before the deadline (409 cancellation-deadline-passed after it); the seat is
 * freed at once and a card payment refunded as the policy says.
 */
export async function cancelBooking(id: number, token: string): Promise<Booking> {
  const { booking } = await api.post<ResponseBody<'/api/bookings/{id}/cancel', 'post'>>(
    `/api/bookings/${id}/cancel?token=${encodeURIComponent(token)}`,
    {},
  );
  return booking;
}

export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelBooking(id, token),
    onSuccess: (booking) =>
      queryClient.setQueryData(bookingKeys.booking(String(booking.id), token), booking),
  });
}
