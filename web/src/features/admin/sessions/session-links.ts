import { paths } from '@/config/paths';

/** The bookings list narrowed to one session's bookings. */
export function sessionBookingsPath(sessionId: number): string {
  return `${paths.admin.bookings}?${new URLSearchParams({ sessionId: String(sessionId) })}`;
}

/** A session's attendance list, the page its instructors fill in (the office opens it too). */
export function sessionRosterPath(sessionId: number): string {
  return paths.instructor.session(sessionId);
}
