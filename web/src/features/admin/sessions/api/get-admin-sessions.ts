import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { everyPage } from '@/lib/api/every-page';
import type { QueryParams, ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import type { Language } from '@/lib/i18n/languages';
import { adminSessionKeys } from './keys';
import type { AdminSession } from './types';

type AdminSessionsPage = ResponseBody<'/api/admin/sessions'>;

/** The most sessions a page may hold: what the calendar asks for. */
const MAX_PAGE = 200;

/**
 * One page of the sessions, soonest first, cancelled ones included, course titles in `lang`.
 * Without `from` and `to`, the sessions not yet over; with both (Quebec days, both included, at
 * most 62 days apart), those that start between them, past ones too. `cursor` is the page
 * before's `nextCursor` (none for the first page).
 */
export function getAdminSessions(query: QueryParams<'/api/admin/sessions'>, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return api.get<AdminSessionsPage>(`/api/admin/sessions?${params}`, signal);
}

export const adminSessionsQuery = (language: Language) =>
  infiniteQueryOptions({
    queryKey: adminSessionKeys.list(language),
    queryFn: ({ pageParam, signal }) =>
      getAdminSessions({ lang: language, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The list page's pages loaded so far; the last list stays on screen while another loads. */
export function useAdminSessions(language: Language) {
  return useInfinitePages(
    { ...adminSessionsQuery(language), placeholderData: keepPreviousData },
    'sessions',
  );
}

/** The Quebec days a calendar shows, first and last included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * Every session that starts within `range`, soonest first: the pages are followed to the last,
 * since a calendar that left some out would show free days that are not.
 */
export function getAdminSessionsInRange(
  language: Language,
  range: DayRange,
  signal?: AbortSignal,
): Promise<AdminSession[]> {
  return everyPage(
    (cursor) =>
      getAdminSessions(
        { lang: language, from: range.from, to: range.to, limit: MAX_PAGE, cursor },
        signal,
      ),
    (page) => page.sessions,
  );
}

export const adminSessionsInRangeQuery = (language: Language, range: DayRange) =>
  queryOptions({
    queryKey: adminSessionKeys.range(language, range.from, range.to),
    queryFn: ({ signal }) => getAdminSessionsInRange(language, range, signal),
    staleTime: 0,
  });

export function useAdminSessionsInRange(language: Language, range: DayRange) {
  return useQuery(adminSessionsInRangeQuery(language, range));
}
