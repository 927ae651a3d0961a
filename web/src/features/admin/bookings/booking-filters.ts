import {
  METHOD_FILTERS,
  PAYMENT_FILTERS,
  STATUS_FILTERS,
  type MethodFilter,
  type PaymentFilter,
  type StatusFilter,
} from './api/types';

/** The search and filters of the bookings list, as the page's address holds them. */
export interface BookingFilters {
  /** The search words, trimmed; empty for none. */
  q: string;
  status: StatusFilter;
  paymentStatus: PaymentFilter;
  method: MethodFilter;
  courseId: number | null;
  /** One session's bookings (a link from the sessions page). */
  sessionId: number | null;
  /** Booked on or after this day (YYYY-MM-DD), or empty. */
  from: string;
  /** Booked on or before this day (YYYY-MM-DD), or empty. */
  to: string;
  /** Only the paid bookings that wait for their refund. */
  refundNeeded: boolean;
}

/** Every filter but the search, which the search box writes itself. */
export type FilterChange = Partial<Omit<BookingFilters, 'q'>>;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T =>
  options.find((option) => option === value) ?? (options[0] as T);

/** A real calendar day written YYYY-MM-DD, else empty. */
function dayOf(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

function idOf(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Reads the filters from the address; what it does not understand counts as "any". */
export function filtersFrom(params: URLSearchParams): BookingFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    status: oneOf(STATUS_FILTERS, params.get('status')),
    paymentStatus: oneOf(PAYMENT_FILTERS, params.get('paymentStatus')),
    method: oneOf(METHOD_FILTERS, params.get('method')),
    courseId: idOf(params.get('courseId')),
    sessionId: idOf(params.get('sessionId')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    refundNeeded: params.get('refundNeeded') === 'true',
  };
}

/** The address's parameters with `change` applied: a filter back to "any" leaves the address. */
export function withFilters(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (value === 'all' || value === '' || value === null || value === false) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** Whether anything narrows the list (the search or a filter). */
export function isFiltered(filters: BookingFilters): boolean {
  return (
    filters.q !== '' ||
    filters.status !== 'all' ||
    filters.paymentStatus !== 'all' ||
    filters.method !== 'all' ||
    filters.courseId !== null ||
    filters.sessionId !== null ||
    filters.from !== '' ||
    filters.to !== '' ||
    filters.refundNeeded
  );
}

/** The list's query string for the API: what narrows the list, in a fixed order. */
export function listParams(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.paymentStatus !== 'all') params.set('paymentStatus', filters.paymentStatus);
  if (filters.method !== 'all') params.set('method', filters.method);
  if (filters.courseId !== null) params.set('courseId', String(filters.courseId));
  if (filters.sessionId !== null) params.set('sessionId', String(filters.sessionId));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.refundNeeded) params.set('refundNeeded', 'true');
  return params;
}
