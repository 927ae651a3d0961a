import { paths } from '@/config/paths';

/** The bookings list narrowed to one session's bookings. */
export function sessionBookingsPath(sessionId: number): string {
  return `${paths.admin.bookings}?${new URLSearchParams({ sessionId: String(sessionId) })}`;
}
