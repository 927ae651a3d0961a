import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import type { MyConsents } from './types';

/** Whether news and renewal reminders may be mailed now, and the consents' history. */
export const getConsents = (signal?: AbortSignal) =>
  api.get<MyConsents>('/api/me/consents', signal);

export const consentsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.consents,
    queryFn: ({ signal }) => getConsents(signal),
    // A link in a mail may have withdrawn it since the last visit.
    staleTime: 0,
  });

export function useConsents() {
  return useQuery(consentsQuery());
}
