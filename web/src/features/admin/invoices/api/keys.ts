import type { StatusFilter } from './types';

export const adminInvoiceKeys = {
  all: ['admin-invoices'] as const,
  lists: ['admin-invoices', 'list'] as const,
  list: (status: StatusFilter) => ['admin-invoices', 'list', status] as const,
  detail: (id: number) => ['admin-invoices', 'detail', id] as const,
};
