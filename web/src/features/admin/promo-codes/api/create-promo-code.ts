import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminPromoCodeKeys } from './keys';
import type { PromoCodeRequest } from './types';

/**
 * Creates a promo code: 400 with fields (code invalid-code, percentOff out-of-range, courseIds
 * unknown-course, endsOn before-start…), 409 code-taken when the code exists in any case.
 */
export async function createPromoCode(request: PromoCodeRequest) {
  const { promoCode } = await api.post<ResponseBody<'/api/admin/promo-codes', 'post'>>(
    '/api/admin/promo-codes',
    request,
  );
  return promoCode;
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromoCodeKeys.list }),
  });
}
