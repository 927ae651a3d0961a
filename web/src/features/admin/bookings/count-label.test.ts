import { i18n } from '@/lib/i18n/i18n';
import type { BookingCounts } from './api/types';
import { countOf, formatCount } from './count-label';

const counts: BookingCounts = {
  total: null,
  pending: 1000,
  approved: 12,
  rejected: 0,
  cancelled: 0,
  refundNeeded: 3,
  limit: 1000,
  exact: false,
};

describe('the counts of the bookings list', () => {
  it('are exact below the limit, and “or more” at it when filtered', () => {
    expect(countOf(counts, 'approved')).toEqual({ value: 12, orMore: false });
    expect(countOf(counts, 'pending')).toEqual({ value: 1000, orMore: true });
    expect(countOf(counts, 'refundNeeded')).toEqual({ value: 3, orMore: false });
  });

  it('never add a lower bound into the total: the bound itself shows', () => {
    expect(countOf(counts, 'all')).toEqual({ value: 1000, orMore: true });
    expect(countOf({ ...counts, pending: 900, total: 912 }, 'all')).toEqual({
      value: 912,
      orMore: false,
    });
  });

  it('are exact at any size unfiltered', () => {
    const everything = {
      ...counts,
      pending: 1613,
      approved: 88_000,
      rejected: 12,
      cancelled: 10_375,
      total: 100_000,
      exact: true,
    };
    expect(countOf(everything, 'pending')).toEqual({ value: 1613, orMore: false });
    expect(countOf(everything, 'all')).toEqual({ value: 100_000, orMore: false });
  });

  it('are none when not counted, or before the first page', () => {
    expect(countOf({ ...counts, cancelled: null }, 'cancelled')).toBeNull();
    expect(countOf({ ...counts, pending: 12, cancelled: null }, 'all')).toBeNull();
    expect(countOf({ ...counts, refundNeeded: null }, 'refundNeeded')).toBeNull();
    expect(countOf(null, 'pending')).toBeNull();
    expect(countOf(undefined, 'all')).toBeNull();
  });

  it('are written “1 000+” in French and “1,000+” in English', () => {
    const fr = i18n.getFixedT('fr', 'adminBookings');
    const en = i18n.getFixedT('en', 'adminBookings');
    const capped = { value: 1000, orMore: true };
    expect(formatCount(capped, 'fr', fr)).toBe(`${new Intl.NumberFormat('fr-CA').format(1000)}+`);
    expect(formatCount(capped, 'fr', fr).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 000+');
    expect(formatCount(capped, 'en', en)).toBe('1,000+');
    expect(formatCount({ value: 999, orMore: false }, 'en', en)).toBe('999');
  });
});
