import type { components } from '@/lib/api/schema';

/** A scheduled (or cancelled) session as admins see it (GET /api/admin/sessions). */
export type AdminSession = components['schemas']['AdminSession'];

/** What an admin sends to schedule a session (POST /api/courses/{id}/sessions). */
export type SessionInput = components['schemas']['SessionRequest'];

/** A course that sessions can be scheduled for. */
export interface CourseOption {
  id: number;
  title: string;
}
