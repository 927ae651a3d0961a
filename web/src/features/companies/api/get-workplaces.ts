import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { companyKeys } from './keys';

/** Every workplace of the company (at most 200), oldest first. */
export async function getWorkplaces(companyId: number, signal?: AbortSignal) {
  const { workplaces } = await api.get<ResponseBody<'/api/companies/{id}/workplaces'>>(
    `/api/companies/${companyId}/workplaces`,
    signal,
  );
  return workplaces;
}

export const workplacesQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.workplaces(companyId),
    queryFn: ({ signal }) => getWorkplaces(companyId, signal),
    staleTime: 0,
  });

export function useWorkplaces(companyId: number) {
  return useQuery(workplacesQuery(companyId));
}
