import type { RequestBody, Schemas } from '@/lib/api/types';

/** A student account as admins see it (GET /api/admin/students). */
export type Student = Schemas['User'];

/** One student's record (GET /api/admin/students/{id}). */
export type StudentDetail = Schemas['StudentDetail'];
export type StudentEnrollment = StudentDetail['enrollments'][number];
export type StudentBooking = StudentDetail['bookings'][number];
export type Certificate = Schemas['Certificate'];

/** What an admin records about an enrollment (PATCH /api/admin/enrollments/{id}). */
export type EnrollmentChange = RequestBody<'/api/admin/enrollments/{id}', 'patch'>;
