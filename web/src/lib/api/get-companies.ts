import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { api } from './client';
import { everyPage } from './every-page';
import type { ResponseBody } from './types';

type CompaniesPage = ResponseBody<'/api/companies'>;

/** A company the signed-in person manages. */
export type ManagedCompany = CompaniesPage['companies'][number];

/**
 * Query keys of the companies the signed-in person manages: the list read page by page (the
 * companies page), and the whole of it (a form's choice); invalidating `list` refreshes both.
 */
export const managedCompaniesKeys = {
  list: ['companies', 'list'] as const,
  every: ['companies', 'list', 'every'] as const,
};

/** The most companies a page may hold: a person manages a few. */
const MAX_PAGE = 200;

/**
 * GET /api/companies: one page of the companies the signed-in person manages, newest first;
 * `cursor` is the page before's `nextCursor` (none for the first page).
 */
export function getCompanies(
  cursor: string | null,
  signal?: AbortSignal,
  limit?: number,
): Promise<CompaniesPage> {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const search = String(params);
  return api.get<CompaniesPage>(`/api/companies${search ? `?${search}` : ''}`, signal);
}

export const companiesQuery = () =>
  infiniteQueryOptions({
    queryKey: managedCompaniesKeys.list,
    queryFn: ({ pageParam, signal }) => getCompanies(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far. */
export function useCompanies() {
  return useInfinitePages(companiesQuery(), 'companies');
}

const everyCompanyQuery = () =>
  queryOptions({
    queryKey: managedCompaniesKeys.every,
    queryFn: ({ signal }) =>
      everyPage(
        (cursor) => getCompanies(cursor ?? null, signal, MAX_PAGE),
        (page) => page.companies,
      ),
  });

/** Every company the signed-in person manages (a form's choice); nothing is asked unless `enabled`. */
export function useEveryCompany(enabled: boolean) {
  return useQuery({ ...everyCompanyQuery(), enabled });
}
