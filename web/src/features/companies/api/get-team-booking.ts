import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { companyKeys } from './keys';

/** A team booking and its seats. */
export function getTeamBooking(companyId: number, teamBookingId: number, signal?: AbortSignal) {
  return api.get<ResponseBody<'/api/companies/{id}/bookings/{teamBookingId}'>>(
    `/api/companies/${companyId}/bookings/${teamBookingId}`,
    signal,
  );
}

export const teamBookingQuery = (companyId: number, teamBookingId: number) =>
  queryOptions({
    queryKey: companyKeys.teamBooking(companyId, teamBookingId),
    queryFn: ({ signal }) => getTeamBooking(companyId, teamBookingId, signal),
  });

export function useTeamBooking(companyId: number, teamBookingId: number) {
  return useQuery(teamBookingQuery(companyId, teamBookingId));
}
