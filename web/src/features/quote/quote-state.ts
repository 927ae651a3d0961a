import type { Quote } from './api/get-quote';

/**
 * What the customer's page shows of a quote: open to an answer, answered (accepted, declined),
 * past its validity, replaced by a newer version, or nothing a customer should see (a draft).
 */
export type QuoteState = 'open' | 'accepted' | 'declined' | 'expired' | 'replaced' | 'invalid';

/**
 * The state of `quote` on `today` (Quebec, YYYY-MM-DD): a sent quote past its last day is expired
 * even before the server says so, and one a newer version replaced can no longer be accepted.
 */
export function quoteState(quote: Quote, today: string): QuoteState {
  if (quote.status === 'accepted' || quote.status === 'declined') return quote.status;
  if ((quote.replacedById ?? null) !== null) return 'replaced';
  if (quote.status === 'expired' || quote.validUntil < today) return 'expired';
  return quote.status === 'sent' ? 'open' : 'invalid';
}
