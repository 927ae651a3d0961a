import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminPromoCodeKeys } from './keys';

type PromoCodesPage = ResponseBody<'/api/admin/promo-codes'>;

/**
 * One page of the promo codes, newest first, each with its uses. `cursor` is the page before's
 * `nextCursor` (none for the first page).
 */
export function getPromoCodes(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<PromoCodesPage>(`/api/admin/promo-codes${query}`, signal);
}

export const adminPromoCodesQuery = () =>
  infiniteQueryOptions({
    queryKey: adminPromoCodeKeys.list,
    queryFn: ({ pageParam, signal }) => getPromoCodes(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The uses change with every booking: read on every visit.
    staleTime: 0,
  });

/** The pages loaded so far. */
export function usePromoCodes() {
  return useInfinitePages(adminPromoCodesQuery(), 'promoCodes');
}
