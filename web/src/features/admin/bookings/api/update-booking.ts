import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminBookingKeys } from './keys';
import type { AdminBooking, BookingChange } from './types';

/**
 * Approves or rejects a pending booking, records a payment, or records how a paid booking without
 * a seat was handled (409 invalid-transition).
 */
export async function updateBooking(id: number, change: BookingChange): Promise<AdminBooking> {
  const { booking } = await api.patch<ResponseBody<'/api/admin/bookings/{id}', 'patch'>>(
    `/api/admin/bookings/${id}`,
    change,
  );
  return booking;
}

/** The list is read again after every attempt: another admin may have acted first. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: BookingChange }) =>
      updateBooking(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}
