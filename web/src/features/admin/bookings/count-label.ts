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
 * before the counts arrive or when the server did not count it. The total is a sum of counts that
 * each stop at the limit: it is "or more" as soon as one of them is.
 */
export function countOf(
  counts: BookingCounts | null | undefined,
  of: StatusFilter | 'refundNeeded',
): ListCount | null {
  if (!counts) return null;
  if (of !== 'all') {
    const value = counts[of];
    return value === null ? null : { value, orMore: value >= counts.limit };
  }
  const parts = STATUSES.map((status) => counts[status]);
  if (counts.total === null || parts.includes(null)) return null;
  return {
    value: counts.total,
    orMore: [counts.total, ...parts].some((value) => value !== null && value >= counts.limit),
  };
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
