import type { TFunction } from 'i18next';
import { formatWholeNumber } from '@/lib/format/number';
import type { BookingCounts, StatusFilter } from './api/types';

/** A count of the list: how many, and whether the server stopped counting there (that many or more). */
export interface ListCount {
  value: number;
  orMore: boolean;
}

const STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/**
 * The count of a status filter ('all': the total) or of the bookings waiting for a refund; null
 * before the counts arrive or when the server did not count it. Exact counts (`exact`: the list
 * filtered by a status at most) are never "or more". Otherwise a count at the limit is a lower
 * bound; the server adds up exact counts only, so a total it could not make shows the bound
 * ("1 000+") rather than a sum of bounds.
 */
export function countOf(
  counts: BookingCounts | null | undefined,
  of: StatusFilter | 'refundNeeded',
): ListCount | null {
  if (!counts) return null;
  if (of !== 'all') {
    const value = counts[of];
    return value === null ? null : { value, orMore: !counts.exact && value >= counts.limit };
  }
  if (counts.total !== null) return { value: counts.total, orMore: false };
  const parts = STATUSES.map((status) => counts[status]);
  const bounded = !counts.exact && parts.some((value) => value !== null && value >= counts.limit);
  return bounded ? { value: counts.limit, orMore: true } : null;
}

/** A count as the page's language writes it: "1 000+" (French) or "1,000+" (English) when "or more". */
export function formatCount(
  count: ListCount,
  language: string,
  t: TFunction<'adminBookings'>,
): string {
  const number = formatWholeNumber(count.value, language);
  return count.orMore ? t('bookings.orMore', { number }) : number;
}
