import type { QueryParams, Schemas } from '@/lib/api/types';

/** A quote version as the office sees it (GET /api/admin/quotes/{id}), with its versions. */
export type Quote = Schemas['Quote'];
export type QuoteStatus = Quote['status'];

/** What the office sends to create a quote or to change a draft. */
export type QuoteInput = Schemas['QuoteInput'];

/** A company's request for a training at its place (GET /api/admin/training-requests). */
export type TrainingRequest = Schemas['TrainingRequest'];

/** The quotes list's filter: every quote by default, then by state. */
export const QUOTE_FILTERS = [
  'all',
  'draft',
  'sent',
  'accepted',
  'declined',
  'expired',
] as const satisfies readonly NonNullable<QueryParams<'/api/admin/quotes'>['status']>[];
export type QuoteFilter = (typeof QUOTE_FILTERS)[number];

/** The requests list's filter: the new ones (no quote yet) by default, those quoted, or all. */
export const REQUEST_FILTERS = ['new', 'quoted', 'all'] as const satisfies readonly NonNullable<
  QueryParams<'/api/admin/training-requests'>['status']
>[];
export type RequestFilter = (typeof REQUEST_FILTERS)[number];
