import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { companyKeys } from './keys';

/** The company's managers and the invitations not yet accepted. */
export function getManagers(companyId: number, signal?: AbortSignal) {
  return api.get<ResponseBody<'/api/companies/{id}/managers'>>(
    `/api/companies/${companyId}/managers`,
    signal,
  );
}

export const managersQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.managers(companyId),
    queryFn: ({ signal }) => getManagers(companyId, signal),
  });

export function useManagers(companyId: number) {
  return useQuery(managersQuery(companyId));
}
