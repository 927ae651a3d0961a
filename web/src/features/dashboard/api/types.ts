import type { components, paths } from '@/lib/api/schema';

type Schemas = components['schemas'];
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** GET /api/me/dashboard: the four tiles, the enrolled courses and the certificates. */
export type Dashboard = Schemas['Dashboard'];
export type DashboardStats = Dashboard['stats'];
/** One enrolled course; its `id` is the enrollment's. */
export type EnrolledCourse = Schemas['EnrolledCourse'];
export type Certificate = Schemas['Certificate'];

/** One lesson of an enrolled course, in the student's language (GET …/lessons). */
export type Lesson = Json<
  paths['/api/me/enrollments/{id}/lessons']['get']['responses']['200']
>['lessons'][number];

/** What the profile modal sends (PATCH /api/me). */
export type ProfileRequest = Schemas['ProfileRequest'];
