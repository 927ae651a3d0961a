import type { TeamBookingStart } from './components/TeamBookingForm';

const id = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? Number(value) : 0);

/**
 * The course and session a visitor chose on the booking page before "book for your company"
 * (?course=…&session=…), as the company page's team booking form opens on them; null without a course.
 */
export function teamBookingRequestOf(params: URLSearchParams): TeamBookingStart | null {
  const courseId = id(params.get('course'));
  if (!courseId) return null;
  return { courseId, sessionId: id(params.get('session')), unnamed: 0 };
}

/** The same choice carried on to a company's page: ?tab=bookings&course=…&session=…, or nothing. */
export function teamBookingSearch(params: URLSearchParams): string {
  const request = teamBookingRequestOf(params);
  if (!request) return '';
  const next = new URLSearchParams({ tab: 'bookings', course: String(request.courseId) });
  if (request.sessionId) next.set('session', String(request.sessionId));
  return `?${next.toString()}`;
}
