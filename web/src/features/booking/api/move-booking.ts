import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { courseKeys } from '@/lib/api/course-keys';
import { bookingKeys } from './keys';
import type { Booking } from './types';

/** Moves a booking to another session of its course before the deadline (409 session-full…). */
export async function moveBooking(id: number, token: string, sessionId: number): Promise<Booking> {
  const { booking } = await api.post<ResponseBody<'/api/bookings/{id}/move', 'post'>>(
    `/api/bookings/${id}/move?token=${encodeURIComponent(token)}`,
    { sessionId },
  );
  return booking;
}

export function useMoveBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sessionId }: { id: number; sessionId: number }) =>
      moveBooking(id, token, sessionId),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.booking(String(booking.id), token), booking);
      void queryClient.invalidateQueries({ queryKey: courseKeys.sessions(booking.course.id) });
    },
  });
}
