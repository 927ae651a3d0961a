import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { companyKeys } from './keys';

/**
 * A company the signed-in person manages (404 for anyone else, as for an unknown id), and how it
 * pays its invoices, in the page's language.
 */
export function getCompany(id: number, signal?: AbortSignal) {
  return api.get<ResponseBody<'/api/companies/{id}'>>(`/api/companies/${id}`, signal);
}

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => getCompany(id, signal),
    // An address that is no company id asks nothing: the page says it is not found.
    enabled: id > 0,
  });

export function useCompany(id: number) {
  return useQuery(companyQuery(id));
}
