import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { companyKeys } from './keys';

/**
 * Each workplace's shifts against the first-aid regulation: the first-aiders required, the
 * employees holding a valid certificate of ours, and those expiring within 90 days; and the next
 * first-aid session with a free seat, where the missing first-aiders can be booked (or null).
 */
export async function getCompliance(companyId: number, signal?: AbortSignal) {
  const { workplaces, nextFirstAidSession } = await api.get<
    ResponseBody<'/api/companies/{id}/compliance'>
  >(`/api/companies/${companyId}/compliance`, signal);
  return { workplaces, nextFirstAidSession: nextFirstAidSession ?? null };
}

export const complianceQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.compliance(companyId),
    queryFn: ({ signal }) => getCompliance(companyId, signal),
    staleTime: 0,
  });

export function useCompliance(companyId: number) {
  return useQuery(complianceQuery(companyId));
}
