import type { Language } from '@/lib/i18n/languages';
import type { BookingFilters } from '../booking-filters';

export const adminBookingKeys = {
  all: ['admin-bookings'] as const,
  list: (filters: BookingFilters, language: Language) =>
    ['admin-bookings', 'list', language, filters] as const,
  detail: (id: number, language: Language) => ['admin-bookings', 'detail', id, language] as const,
};
