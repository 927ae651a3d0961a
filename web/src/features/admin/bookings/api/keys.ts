import type { Language } from '@/lib/i18n/languages';
import type { StatusFilter } from './types';

export const adminBookingKeys = {
  all: ['admin-bookings'] as const,
  list: (q: string, status: StatusFilter, language: Language) =>
    ['admin-bookings', 'list', q, status, language] as const,
  detail: (id: number, language: Language) => ['admin-bookings', 'detail', id, language] as const,
};
