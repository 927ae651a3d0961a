import { ApiError } from '@/lib/api/api-error';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of adminQuotes:conflicts. */
export type ConflictKey = keyof Resources['adminQuotes']['conflicts'];

const keyOfCode: Readonly<Record<string, ConflictKey>> = {
  'quote-not-draft': 'notDraft',
  'quote-expired': 'expired',
  'quote-closed': 'closed',
  'quote-accepted': 'accepted',
  'quote-revised': 'revised',
};

/** What the page says when sending or revising a quote is refused (409) or fails. */
export function conflictKey(error: unknown): ConflictKey {
  if (!(error instanceof ApiError) || !Object.hasOwn(keyOfCode, error.code)) return 'failed';
  return keyOfCode[error.code] ?? 'failed';
}
