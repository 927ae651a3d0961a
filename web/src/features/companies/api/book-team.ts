import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { courseKeys } from '@/lib/api/course-keys';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { refreshAfterSeatChange } from './refresh';

export type NewTeamBooking = RequestBody<'/api/companies/{id}/bookings', 'post'>;

/**
 * Books every seat of a team on one session, or none (409): on invoice, or by card (the seats are
 * then held for the team's one payment, which `cardPayment` details).
 */
export function bookTeam(companyId: number, body: NewTeamBooking) {
  return api.post<ResponseBody<'/api/companies/{id}/bookings', 'post'>>(
    `/api/companies/${companyId}/bookings`,
    body,
  );
}

/** A team booking of a session of `courseId`. */
interface TeamBookingRequest {
  courseId: number;
  body: NewTeamBooking;
}

/**
 * Booked, the team booking is known at once (its card payment too), the team bookings and the
 * invoices are read again, and the employees with the compliance (the people typed in join the
 * employees). Booked or refused, the seats left of the course's sessions are read again.
 */
export function useBookTeam(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: TeamBookingRequest) => bookTeam(companyId, body),
    onSuccess: (details) => refreshAfterSeatChange(queryClient, companyId, details),
    onSettled: (_data, _error, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: courseKeys.sessions(courseId) }),
  });
}
