import type { Schemas } from '@/lib/api/types';

/** A promo code as the office sees it, with its uses (GET /api/admin/promo-codes). */
export type PromoCode = Schemas['PromoCode'];

/** What the office sends to create a code: a percentage or an amount off, never both. */
export type PromoCodeRequest = Schemas['PromoCodeRequest'];
