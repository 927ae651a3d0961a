/** GET /api/quotes/{id}.pdf?token=…: where the quote's PDF downloads, with the mailed link's token. */
export function quotePdfUrl(id: string, token: string): string {
  return `/api/quotes/${encodeURIComponent(id)}.pdf?${new URLSearchParams({ token })}`;
}
