import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { adminBookingKeys } from './keys';

export type RefundRequest = RequestBody<'/api/admin/bookings/{id}/refunds', 'post'>;

/**
 * Refunds a paid booking in full (no amount) or in part: by Stripe for a card, recorded by hand for
 * Interac and cash (409 refund-exceeds-payment, 502 payment-provider-error with Stripe's message).
 */
export async function refundBooking(id: number, refund: RefundRequest) {
  const { booking } = await api.post<ResponseBody<'/api/admin/bookings/{id}/refunds', 'post'>>(
    `/api/admin/bookings/${id}/refunds`,
    refund,
  );
  return booking;
}

export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, refund }: { id: number; refund: RefundRequest }) =>
      refundBooking(id, refund),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}
