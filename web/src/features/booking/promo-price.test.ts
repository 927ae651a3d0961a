import { priceWithCode, type AppliedPromoCode } from './promo-price';

const course = { id: 2, priceCents: 10_000 };
/** 20 % off 100 $: 80 $ before taxes, as the server answers it. */
const applied: AppliedPromoCode = {
  courseId: 2,
  code: 'ETE20',
  listPriceCents: 10_000,
  discountCents: 2000,
  subtotalCents: 8000,
  gstCents: 400,
  qstCents: 798,
  totalCents: 9198,
};

describe('the price with a promo code', () => {
  it('has no price until a course is chosen', () => {
    expect(priceWithCode(null, null)).toBeNull();
    expect(priceWithCode(null, applied)).toBeNull();
  });

  it('is the course’s price and its taxes without a code', () => {
    expect(priceWithCode(course, null)).toEqual({
      amounts: { subtotalCents: 10_000, gstCents: 500, qstCents: 998, totalCents: 11_498 },
      promoCode: null,
      discountCents: 0,
    });
  });

  it('takes the server’s amounts with the code applied, and its discount', () => {
    expect(priceWithCode(course, applied)).toEqual({
      amounts: { subtotalCents: 8000, gstCents: 400, qstCents: 798, totalCents: 9198 },
      promoCode: 'ETE20',
      discountCents: 2000,
    });
  });

  it('ignores a code applied to another course while it is checked for this one', () => {
    expect(priceWithCode({ id: 3, priceCents: 15_000 }, applied)).toEqual({
      amounts: { subtotalCents: 15_000, gstCents: 750, qstCents: 1496, totalCents: 17_246 },
      promoCode: null,
      discountCents: 0,
    });
  });

  it('leaves nothing to pay with a 100 % code', () => {
    const free = { ...applied, discountCents: 10_000, subtotalCents: 0, gstCents: 0, qstCents: 0 };
    expect(priceWithCode(course, { ...free, totalCents: 0 })?.amounts.totalCents).toBe(0);
  });
});
