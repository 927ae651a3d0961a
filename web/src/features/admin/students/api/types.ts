import type { components, paths } from '@/lib/api/schema';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** A student account as admins see it (GET /api/admin/students). */
export type Student = components['schemas']['User'];
export type StudentsResult = Json<paths['/api/admin/students']['get']['responses']['200']>;

/** One student's record (GET /api/admin/students/{id}). */
export type StudentDetail = components['schemas']['StudentDetail'];
export type StudentEnrollment = StudentDetail['enrollments'][number];
export type StudentBooking = StudentDetail['bookings'][number];
export type Certificate = components['schemas']['Certificate'];

/** What an admin records about an enrollment (PATCH /api/admin/enrollments/{id}). */
export type EnrollmentChange = NonNullable<
  paths['/api/admin/enrollments/{id}']['patch']['requestBody']
>['content']['application/json'];
