import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminCompanyKeys } from './admin-company-keys';
import { api } from './client';
import type { ResponseBody, Schemas } from './types';

type CompaniesPage = ResponseBody<'/api/admin/companies'>;

/** A company as the office sees it (GET /api/admin/companies). */
export type AdminCompany = Schemas['Company'];

/** The credit filter of the office's list: every company, or those approved or waiting. */
export const CREDIT_FILTERS = ['all', 'approved', 'pending'] as const;
export type CreditFilter = (typeof CREDIT_FILTERS)[number];

/**
 * One page of the companies whose name has words starting with those of `q`, of a credit state,
 * newest first (admins only). `cursor` is the page before's `nextCursor` (none for the first page).
 */
export function getAdminCompanies(
  q: string,
  credit: CreditFilter,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (credit !== 'all') params.set('credit', credit);
  if (cursor) params.set('cursor', cursor);
  const query = String(params);
  return api.get<CompaniesPage>(`/api/admin/companies${query ? `?${query}` : ''}`, signal);
}

export const adminCompaniesQuery = (q: string, credit: CreditFilter) =>
  infiniteQueryOptions({
    queryKey: adminCompanyKeys.list(q.trim(), credit),
    queryFn: ({ pageParam, signal }) => getAdminCompanies(q, credit, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/**
 * The pages loaded so far (the companies page's, the quote editor's picker); the last list stays
 * on screen while a new search loads.
 */
export function useAdminCompanies(q: string, credit: CreditFilter = 'all') {
  return useInfinitePages(
    { ...adminCompaniesQuery(q, credit), placeholderData: keepPreviousData },
    'companies',
  );
}
