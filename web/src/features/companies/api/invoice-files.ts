/*
 * Where the company's documents download: its managers' cookie goes along, the server sends each
 * as an attachment.
 */

export const invoicePdfUrl = (companyId: number, invoiceId: number) =>
  `/api/companies/${companyId}/invoices/${invoiceId}.pdf`;

/** Only for an invoice paid in full (404 before). */
export const receiptPdfUrl = (companyId: number, invoiceId: number) =>
  `/api/companies/${companyId}/invoices/${invoiceId}/receipt.pdf`;

/** The statement of account from `from` up to `to`, excluded (both YYYY-MM-DD). */
export const statementUrl = (companyId: number, format: 'pdf' | 'csv', from: string, to: string) =>
  `/api/companies/${companyId}/statement.${format}?${new URLSearchParams({ from, to })}`;

/** The notice of a workplace's first-aiders to post (French). */
export const firstAidersPdfUrl = (companyId: number, workplaceId: number) =>
  `/api/companies/${companyId}/workplaces/${workplaceId}/first-aiders.pdf`;
