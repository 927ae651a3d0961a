import { api } from '@/lib/api/client';
import type { PromoCodeCheck, PromoCodePrice } from './types';

/**
 * The course's price with a promo code, before booking. Refused with 400 fields.promoCode
 * (unknown-code, not-yet-valid, expired, not-for-this-course, used-up, and already-used when the
 * email is given), 404 course-unavailable, or 429 when too many codes were tried.
 */
export const checkPromoCode = (request: PromoCodeCheck) =>
  api.post<PromoCodePrice>('/api/promo-codes/check', request);
