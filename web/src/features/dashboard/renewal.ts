import { daysUntil } from '@/lib/format/calendar-date';
import type { Certificate } from './api/types';

/**
 * From this many days before its expiry, a certificate's renewal is urged: the first renewal
 * reminder is mailed then (decision 051).
 */
const RENEWAL_WINDOW_DAYS = 90;

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
