import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminPrivacyKeys } from './keys';

/** The retention job's last run (null before the first) and the periods it applies. */
export type Retention = ResponseBody<'/api/admin/privacy/retention'>;

export function getRetention(signal?: AbortSignal) {
  return api.get<Retention>('/api/admin/privacy/retention', signal);
}

export const adminRetentionQuery = () =>
  queryOptions({
    queryKey: adminPrivacyKeys.retention,
    queryFn: ({ signal }) => getRetention(signal),
    // The job runs once a day, perhaps while the page is open: read on every visit.
    staleTime: 0,
  });

export function useRetention() {
  return useQuery(adminRetentionQuery());
}
