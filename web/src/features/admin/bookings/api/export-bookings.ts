import type { Language } from '@/lib/i18n/languages';
import { listParams, type BookingFilters } from '../booking-filters';

const CSV_PATH = '/api/admin/exports/bookings.csv';

/**
 * The address of the list's CSV (GET /api/admin/exports/bookings.csv): every booking of the search
 * and filters, not only the pages shown. A plain link: the browser saves the file as it arrives,
 * however long the history.
 */
export function bookingsCsvUrl(filters: BookingFilters, language: Language): string {
  const params = listParams(filters);
  params.set('lang', language);
  return `${CSV_PATH}?${params}`;
}

/**
 * The address of the CSV of the bookings the admin selected (`ids`, at most 200), whatever the
 * filters say of them now.
 */
export function selectionCsvUrl(ids: readonly number[], language: Language): string {
  const params = new URLSearchParams({ ids: ids.join(','), lang: language });
  return `${CSV_PATH}?${params}`;
}
