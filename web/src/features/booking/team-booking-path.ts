import { paths } from '@/config/paths';

/**
 * Where an employer books a team on the course (and session) chosen here: the companies they manage,
 * whose page opens its team booking form on them (?course=…&session=…).
 */
export function teamBookingPath(courseId: string, sessionId: string): string {
  const query = new URLSearchParams();
  if (/^\d+$/.test(courseId)) query.set('course', courseId);
  if (/^\d+$/.test(courseId) && /^\d+$/.test(sessionId)) query.set('session', sessionId);
  const search = query.toString();
  return search ? `${paths.companies}?${search}` : paths.companies;
}
