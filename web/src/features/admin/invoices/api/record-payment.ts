import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOverviewKeys } from '@/lib/api/admin-overview-keys';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminInvoiceKeys } from './keys';
import type { PaymentRequest } from './types';

/**
 * Records money received against an open invoice, the whole balance or a part: 400 with
 * fields.amountCents amount-exceeds-balance, fields.receivedOn in-the-future; 409 invoice-paid.
 * Paid in full, the invoice gets its receipt number and the server mails the receipt.
 */
export async function recordPayment(id: number, payment: PaymentRequest) {
  const { invoice } = await api.post<ResponseBody<'/api/admin/invoices/{id}/payments', 'post'>>(
    `/api/admin/invoices/${id}/payments`,
    payment,
  );
  return invoice;
}

/*
 * Paid in full, the invoice's seats are paid: the bookings, the students' records and the
 * dashboard's revenue change too. Their features own those keys and a feature imports no other:
 * these are the prefixes of features/admin/bookings/api/keys.ts and
 * features/admin/students/api/keys.ts. Invalidated after a failure too: a request that lost its
 * answer may still have been recorded.
 */
const staleAfterPayment = [
  adminInvoiceKeys.all,
  ['admin-bookings'],
  ['admin-students'],
  adminOverviewKeys.all,
];

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payment }: { id: number; payment: PaymentRequest }) =>
      recordPayment(id, payment),
    onSuccess: (invoice) => queryClient.setQueryData(adminInvoiceKeys.detail(invoice.id), invoice),
    onSettled: () =>
      Promise.all(staleAfterPayment.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
