/**
 * Query keys of the office's list of companies (GET /api/admin/companies). Every key starts with
 * 'admin-companies', so a change to a company's credit invalidates them all: the companies page's
 * searches and the quote editor's picker.
 */
export const adminCompanyKeys = {
  all: ['admin-companies'] as const,
  lists: ['admin-companies', 'list'] as const,
  list: (q: string, credit: string) => ['admin-companies', 'list', q, credit] as const,
};
