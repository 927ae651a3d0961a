import { ApiError } from '@/lib/api/api-error';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of instructor:offers.errors. */
export type OfferErrorKey = keyof Resources['instructor']['offers']['errors'];

/** Why an answer to an offer was refused, as the page says it. */
export function offerErrorKey(error: unknown): OfferErrorKey {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'offer-taken') return 'offerTaken';
  if (error.code === 'offer-closed') return 'offerClosed';
  if (error.code === 'instructor-busy') return 'instructorBusy';
  if (error.status === 404) return 'notFound';
  return 'failed';
}
