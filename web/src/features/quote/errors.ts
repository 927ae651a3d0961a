import { ApiError } from '@/lib/api/api-error';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of quote:errors; the forms keep keys and translate them on display. */
export type QuoteErrorKey = keyof Resources['quote']['errors'];

/** Why an answer to the quote was refused, as the page says it. */
const keyOfCode: Readonly<Record<string, QuoteErrorKey>> = {
  'quote-expired': 'quoteExpired',
  'quote-revised': 'quoteRevised',
  'quote-closed': 'quoteClosed',
  'session-conflict': 'sessionConflict',
  'network-error': 'network',
};

/** The message of a refused accept or decline that is not about a field. */
export function answerErrorKey(error: unknown): QuoteErrorKey {
  return (error instanceof ApiError && keyOfCode[error.code]) || 'failed';
}

/** The quote changed on the server (or its link no longer works): it is read again. */
export const quoteChanged = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);
