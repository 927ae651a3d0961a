/** Where an invoice downloads as a PDF (GET /api/admin/invoices/{id}.pdf); the admin's cookie goes along. */
export function invoicePdfUrl(id: number): string {
  return `/api/admin/invoices/${id}.pdf`;
}
