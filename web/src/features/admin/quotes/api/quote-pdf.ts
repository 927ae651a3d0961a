/** Where a quote downloads as a PDF (GET /api/admin/quotes/{id}.pdf); the admin's cookie goes along. */
export function quotePdfUrl(id: number): string {
  return `/api/admin/quotes/${id}.pdf`;
}
