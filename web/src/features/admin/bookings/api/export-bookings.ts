import type { Language } from '@/lib/i18n/languages';
import { listParams, type BookingFilters } from '../booking-filters';

/**
 * The address of the list's CSV (GET /api/admin/exports/bookings.csv): every booking of the search
 * and filters, not only the pages shown. A plain link: the browser saves the file as it arrives,
 * however long the history.
 */
export function bookingsCsvUrl(filters: BookingFilters, language: Language): string {
  const params = listParams(filters);
  params.set('lang', language);
  return `/api/admin/exports/bookings.csv?${params}`;
}
