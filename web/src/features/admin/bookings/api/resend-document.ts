import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** Mails a receipt or credit note again, with its PDF, to the booking's address. */
export const resendDocument = (bookingId: number, documentId: number) =>
  api.post<{ status: 'accepted' }>(
    `/api/admin/bookings/${bookingId}/documents/${documentId}/resend`,
  );

export function useResendDocument() {
  return useMutation({
    mutationFn: ({ bookingId, documentId }: { bookingId: number; documentId: number }) =>
      resendDocument(bookingId, documentId),
  });
}
