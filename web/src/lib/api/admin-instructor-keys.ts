/**
 * Query keys of the office's list of instructors (GET /api/admin/instructors). Every key starts
 * with 'admin-instructors', so a change to an instructor invalidates them all: the page's
 * searches and the sessions' list of every instructor.
 */
export const adminInstructorKeys = {
  all: ['admin-instructors'] as const,
  list: (q: string) => ['admin-instructors', 'list', q] as const,
  every: ['admin-instructors', 'every'] as const,
};
