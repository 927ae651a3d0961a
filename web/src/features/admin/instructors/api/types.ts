import type { RequestBody, Schemas } from '@/lib/api/types';

/** An instructor as the office sees them (GET /api/admin/instructors). */
export type Instructor = Schemas['Instructor'];

/** One of an instructor's numbers: the certifying body, the number and its expiry (or none). */
export type InstructorCredential = Schemas['InstructorCredential'];

/** What the office sends to change an instructor's languages and numbers. */
export type InstructorRequest = Schemas['InstructorRequest'];

/** What the office sends to make an account an instructor. */
export type AddInstructorRequest = RequestBody<'/api/admin/instructors', 'post'>;
