import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOverviewKeys } from '@/lib/api/admin-overview-keys';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminSessionKeys } from './keys';
import type { OfficeBookingRequest } from './types';

/**
 * The office books a person on a session, one already given too; the booking waits for its
 * payment. 400 with fields; 404 not-found; 409 session-full, session-unavailable (cancelled).
 */
export async function bookAttendee(sessionId: number, request: OfficeBookingRequest) {
  const { booking } = await api.post<ResponseBody<'/api/admin/sessions/{id}/bookings', 'post'>>(
    `/api/admin/sessions/${sessionId}/bookings`,
    request,
  );
  return booking;
}

/*
 * The session's seats, the bookings, the students' records (their bookings), the dashboard and
 * the session's attendance list change. Their features own those keys and a feature imports no
 * other: these are the prefixes of features/admin/bookings/api/keys.ts,
 * features/admin/students/api/keys.ts and instructorKeys.roster of
 * features/instructor/api/keys.ts. Invalidated after a failure too: a full or cancelled session
 * shows as it is now.
 */
const staleAfterBooking = (sessionId: number) => [
  adminSessionKeys.all,
  ['admin-bookings'],
  ['admin-students'],
  adminOverviewKeys.all,
  ['instructor', 'roster', sessionId],
];

export function useBookAttendee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, request }: { sessionId: number; request: OfficeBookingRequest }) =>
      bookAttendee(sessionId, request),
    onSettled: (_booking, _error, { sessionId }) =>
      Promise.all(
        staleAfterBooking(sessionId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
