import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminBookingKeys } from './keys';

/**
 * Moves a booking to another upcoming session of its course at any time, or gives a booking on
 * request its session; the customer is mailed the new date (409 session-full…).
 */
export async function moveBookingAsAdmin(id: number, sessionId: number) {
  const { booking } = await api.post<ResponseBody<'/api/admin/bookings/{id}/move', 'post'>>(
    `/api/admin/bookings/${id}/move`,
    { sessionId },
  );
  return booking;
}

export function useMoveBookingAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sessionId }: { id: number; sessionId: number }) =>
      moveBookingAsAdmin(id, sessionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}
