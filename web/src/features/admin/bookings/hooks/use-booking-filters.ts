import { useSearchParams } from 'react-router';
import { useSearchParamText } from '@/lib/hooks/use-search-param-text';
import {
  filtersFrom,
  withFilters,
  type BookingFilters,
  type FilterChange,
} from '../booking-filters';

/** The bookings list's search and filters, and what changes them. */
export interface BookingFiltering {
  filters: BookingFilters;
  /** The search box's text (the address holds it once typing stops) and its setter. */
  search: { text: string; change: (value: string) => void };
  /** Changes filters; `replace` keeps one history entry (a date being typed). */
  change: (change: FilterChange, replace?: boolean) => void;
  /** Empties the search and every filter. */
  clear: () => void;
}

/** The search and filters of the bookings list, kept in the page's address. */
export function useBookingFilters(): BookingFiltering {
  const [params, setParams] = useSearchParams();
  const search = useSearchParamText('q');
  return {
    filters: filtersFrom(params),
    search,
    // A choice adds a history entry (back undoes it); a date being typed replaces its own.
    change: (change, replace = false) =>
      setParams((current) => withFilters(current, change), { replace }),
    clear: () => {
      search.change('');
      setParams(new URLSearchParams());
    },
  };
}
