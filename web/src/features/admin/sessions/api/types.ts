import type { RequestBody, Schemas } from '@/lib/api/types';

/** A scheduled (or cancelled) session as admins see it (GET /api/admin/sessions). */
export type AdminSession = Schemas['AdminSession'];

/** What an admin sends to schedule a session (POST /api/courses/{id}/sessions). */
export type SessionInput = Schemas['SessionRequest'];

/** A place in a session's waiting list (GET /api/admin/sessions/{id}/waitlist). */
export type AdminWaitlistEntry = Schemas['WaitlistEntry'];

/** One of a session's instructors, by name (AdminSession.instructors). */
export type SessionInstructor = Schemas['SessionInstructor'];

/** A booking as the office sees it (what POST /api/admin/sessions/{id}/bookings answers). */
export type AdminBooking = Schemas['AdminBooking'];

/** Whom the office books on a session, and how they pay (POST /api/admin/sessions/{id}/bookings). */
export type OfficeBookingRequest = RequestBody<'/api/admin/sessions/{id}/bookings', 'post'>;

/** An instructor as the session's staffing sees them (GET /api/admin/sessions/{id}/instructor-candidates). */
export type InstructorCandidate = Schemas['InstructorCandidate'];
