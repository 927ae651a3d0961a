/**
 * Where a booking's receipt or credit note downloads as a PDF: its owner's cookie or an admin's
 * goes along; a guest passes the booking's access token.
 */
export function bookingDocumentPdfUrl(bookingId: number, documentId: number, token = ''): string {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return `/api/bookings/${bookingId}/documents/${documentId}.pdf${query}`;
}
