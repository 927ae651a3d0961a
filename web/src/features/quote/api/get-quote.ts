import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody, Schemas } from '@/lib/api/types';

/** A quote as its customer sees it. */
export type Quote = Schemas['Quote'];

/** Query keys of a quote read with its mail's token. */
export const quoteKeys = {
  quote: (id: string, token: string) => ['quote', id, token] as const,
};

/**
 * GET /api/quotes/{id}?token=…: a sent quote, with the token of the mailed link. Fails with 404
 * for a wrong token, an unknown quote or a draft.
 */
export async function getQuote(id: string, token: string, signal?: AbortSignal): Promise<Quote> {
  const { quote } = await api.get<ResponseBody<'/api/quotes/{id}'>>(
    `/api/quotes/${encodeURIComponent(id)}?${new URLSearchParams({ token })}`,
    signal,
  );
  return quote;
}

export const quoteQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: quoteKeys.quote(id, token),
    queryFn: ({ signal }) => getQuote(id, token, signal),
    // Its status changes with the office's work and the clock: read again on each visit.
    staleTime: 0,
  });

/** The quote of `id` with `token`; nothing is asked without both. */
export function useQuote(id: string, token: string) {
  return useQuery({ ...quoteQuery(id, token), enabled: id !== '' && token !== '' });
}
