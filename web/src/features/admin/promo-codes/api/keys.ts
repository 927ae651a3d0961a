export const adminPromoCodeKeys = {
  list: ['admin-promo-codes', 'list'] as const,
};
