import type { Certificate } from './api/types';

/**
 * From this many days before its expiry, a certificate's renewal is urged: the first renewal
 * reminder is mailed then (decision 051).
 */
const RENEWAL_WINDOW_DAYS = 90;

const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD) as a count of days, to subtract one from another. */
function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Days from `today` to `date` (both YYYY-MM-DD): 0 on the day itself, below 0 once past. */
export function daysUntil(date: string, today: string): number {
  return dayNumber(date) - dayNumber(today);
}

/**
 * Whether a certificate has expired or expires within the renewal window: its renewal is then
 * urged, and offered discreetly before.
 */
export function expiresSoon(
  certificate: Pick<Certificate, 'expiryDate' | 'status'>,
  today: string,
): boolean {
  return (
    certificate.status === 'expired' ||
    daysUntil(certificate.expiryDate, today) <= RENEWAL_WINDOW_DAYS
  );
}
