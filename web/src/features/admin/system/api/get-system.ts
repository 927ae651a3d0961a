import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminSystemKeys } from './keys';
import type { SystemStatus } from './types';

export function getSystem(signal?: AbortSignal) {
  return api.get<SystemStatus>('/api/admin/system', signal);
}

export const adminSystemQuery = () =>
  queryOptions({
    queryKey: adminSystemKeys.status,
    queryFn: ({ signal }) => getSystem(signal),
    // Mails, jobs and backups move while nobody looks: read on every visit.
    staleTime: 0,
  });

/** The version, the database, the mail queue, the background jobs and the backups. */
export function useAdminSystem() {
  return useQuery(adminSystemQuery());
}
