import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminOverviewKeys } from './keys';
import type { AdminOverview } from './types';

/** Figures computed by the server from the bookings, enrollments and accounts. */
export function getOverview(signal?: AbortSignal) {
  return api.get<AdminOverview>('/api/admin/overview', signal);
}

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: adminOverviewKeys.all,
    queryFn: ({ signal }) => getOverview(signal),
    staleTime: 0,
  });

export function useAdminOverview() {
  return useQuery(adminOverviewQuery());
}
