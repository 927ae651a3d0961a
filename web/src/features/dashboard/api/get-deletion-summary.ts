import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import type { DeletionSummary } from './types';

/** The receipts and credit notes that deleting the account keeps, and for how many years. */
export const getDeletionSummary = (signal?: AbortSignal) =>
  api.get<DeletionSummary>('/api/me/deletion', signal);

export const deletionSummaryQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.deletion,
    queryFn: ({ signal }) => getDeletionSummary(signal),
    // Read again each time the confirmation opens: a document may have been issued since.
    staleTime: 0,
  });

export function useDeletionSummary() {
  return useQuery(deletionSummaryQuery());
}
