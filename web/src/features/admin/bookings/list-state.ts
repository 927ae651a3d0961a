import { paths } from '@/config/paths';

/** What the list hands a booking's page: its search and filters, for the way back. */
export interface BookingListState {
  listSearch: string;
}

/** The list as the admin left it, when they came from it; else the whole list. */
export function listPathFrom(state: unknown): string {
  const search = (state as Partial<BookingListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${paths.admin.bookings}${search}`
    : paths.admin.bookings;
}
