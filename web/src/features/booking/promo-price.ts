import type { BookableCourse, PromoCodePrice } from './api/types';
import { previewTaxes, type TaxPreview } from './taxes';

/** A promo code the server accepted for one course: that course's price with the code. */
export interface AppliedPromoCode extends PromoCodePrice {
  courseId: number;
}

/** What the price summary shows: the amounts and, when a code applies, its discount. */
export interface PriceWithCode {
  amounts: TaxPreview;
  /** The code applied to the course (upper case), or null. */
  promoCode: string | null;
  /** Taken off the course's price before taxes; 0 without a code. */
  discountCents: number;
}

/**
 * The price of the chosen course: with the code applied, the server's amounts; without a code,
 * or with a code applied to another course (while it is checked again for this one), the
 * course's own price and the taxes on it. null while no course is chosen.
 */
export function priceWithCode(
  course: Pick<BookableCourse, 'id' | 'priceCents'> | null,
  applied: AppliedPromoCode | null,
): PriceWithCode | null {
  if (!course) return null;
  if (!applied || applied.courseId !== course.id) {
    return { amounts: previewTaxes(course.priceCents), promoCode: null, discountCents: 0 };
  }
  const { subtotalCents, gstCents, qstCents, totalCents } = applied;
  return {
    amounts: { subtotalCents, gstCents, qstCents, totalCents },
    promoCode: applied.code,
    discountCents: applied.discountCents,
  };
}
