import type { QuoteFilter, RequestFilter } from './types';

/**
 * Query keys of the quotes and training requests. Every key starts with 'admin-quotes': a quote
 * saved changes the lists of both (its request becomes quoted).
 */
export const adminQuoteKeys = {
  all: ['admin-quotes'] as const,
  lists: ['admin-quotes', 'list'] as const,
  list: (status: QuoteFilter) => ['admin-quotes', 'list', status] as const,
  detail: (id: number) => ['admin-quotes', 'detail', id] as const,
  requestLists: ['admin-quotes', 'requests'] as const,
  requests: (status: RequestFilter) => ['admin-quotes', 'requests', status] as const,
  request: (id: number) => ['admin-quotes', 'request', id] as const,
};
