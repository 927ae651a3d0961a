/** GST 5 % and QST 9.975 % in integer cents, each rounded half up, as the server computes them. */
export interface TaxPreview {
  subtotalCents: number;
  gstCents: number;
  qstCents: number;
  totalCents: number;
}

/** A preview of what the server will charge; the amounts shown after booking are the server's. */
export function previewTaxes(priceCents: number): TaxPreview {
  const subtotalCents = Math.max(0, Math.round(priceCents));
  const gstCents = Math.floor((subtotalCents * 50 + 500) / 1000);
  const qstCents = Math.floor((subtotalCents * 9975 + 50_000) / 100_000);
  return { subtotalCents, gstCents, qstCents, totalCents: subtotalCents + gstCents + qstCents };
}
