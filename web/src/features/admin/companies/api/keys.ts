import type { CreditFilter } from './types';

export const adminCompanyKeys = {
  all: ['admin-companies'] as const,
  lists: ['admin-companies', 'list'] as const,
  list: (q: string, credit: CreditFilter) => ['admin-companies', 'list', q, credit] as const,
};
