/** A scheduled (or cancelled) session as admins see it (GET /api/admin/sessions). */
export interface AdminSession {
  id: number;
  courseId: number;
  course: { id: number; title: string };
  /** ISO 8601 with the Quebec offset. */
  startsAt: string;
  endsAt: string;
  location: string;
  capacity: number;
  seatsTaken: number;
  seatsLeft: number;
  status: 'scheduled' | 'cancelled';
  createdAt: string;
  updatedAt: string;
}

/** What an admin sends to schedule a session (POST /api/courses/{id}/sessions). */
export interface SessionInput {
  startsAt: string;
  endsAt: string;
  location: string;
  capacity: number;
}

/** A course that sessions can be scheduled for. */
export interface CourseOption {
  id: number;
  title: string;
}
