import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { refreshAfterSeatChange } from './refresh';

type Path = '/api/companies/{id}/bookings/{teamBookingId}/seats/{bookingId}';

/** A listed employee (employeeId) or a person typed in (both names, an email if known). */
export type SeatAttendee = RequestBody<Path, 'put'>;

/** Gives a seat to another attendee, or names a seat booked unnamed, up to the deadline. */
export function nameSeat(
  companyId: number,
  teamBookingId: number,
  seatId: number,
  body: SeatAttendee,
) {
  return api.put<ResponseBody<Path, 'put'>>(
    `/api/companies/${companyId}/bookings/${teamBookingId}/seats/${seatId}`,
    body,
  );
}

export function useNameSeat(companyId: number, teamBookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seatId, body }: { seatId: number; body: SeatAttendee }) =>
      nameSeat(companyId, teamBookingId, seatId, body),
    onSuccess: (details) => refreshAfterSeatChange(queryClient, companyId, details),
  });
}
