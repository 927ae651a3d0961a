import { daysUntil } from '@/lib/format/calendar-date';
import type { Instructor } from './api/types';

/** From this many days before its expiry, an instructor's number is flagged as expiring soon. */
const EXPIRY_WARNING_DAYS = 90;

/** An instructor's number: no expiry, valid, expiring within 90 days, or expired (before today). */
export type CredentialState = 'none' | 'valid' | 'soon' | 'expired';

export function credentialState(expiresOn: string | null, today: string): CredentialState {
  if (!expiresOn) return 'none';
  const days = daysUntil(expiresOn, today);
  if (days < 0) return 'expired';
  return days <= EXPIRY_WARNING_DAYS ? 'soon' : 'valid';
}

/** "Isabelle Côté"; the address when the account has no name. */
export function instructorName(
  instructor: Pick<Instructor, 'firstName' | 'lastName' | 'email'>,
): string {
  return `${instructor.firstName} ${instructor.lastName}`.trim() || instructor.email;
}
