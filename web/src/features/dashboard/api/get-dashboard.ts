import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import type { Dashboard } from './types';

/** The signed-in student's tiles, enrolled courses and certificates. */
export const getDashboard = (signal?: AbortSignal) =>
  api.get<Dashboard>('/api/me/dashboard', signal);

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.dashboard,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });

export function useDashboard() {
  return useQuery(dashboardQuery());
}

/**
 * Asks again from scratch: a request still hanging (a timed-out one) is abandoned first, since
 * a plain refetch would only wait for it.
 */
export function useRetryDashboard() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: dashboardKeys.dashboard });
    await queryClient.refetchQueries({ queryKey: dashboardKeys.dashboard });
  };
}
