import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminPromoCodesQuery } from './get-promo-codes';
import { adminPromoCodeKeys } from './keys';

/** Stops a code (no booking may use it any more) or resumes it; 404 when it is unknown. */
export async function updatePromoCode(id: number, active: boolean) {
  const { promoCode } = await api.patch<ResponseBody<'/api/admin/promo-codes/{id}', 'patch'>>(
    `/api/admin/promo-codes/${id}`,
    { active },
  );
  return promoCode;
}

export function useUpdatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => updatePromoCode(id, active),
    // The row changes at once; the list is read again behind it (its uses may have moved too).
    onSuccess: (changed) =>
      queryClient.setQueryData(
        adminPromoCodesQuery().queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              promoCodes: page.promoCodes.map((code) => (code.id === changed.id ? changed : code)),
            })),
          },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPromoCodeKeys.list }),
  });
}
