import type { QueryParams, ResponseBody, Schemas } from './types';

export type Level = Schemas['CourseLevel'];
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const satisfies readonly Level[];

export type Category = Schemas['CourseCategory'];
export const CATEGORIES = [
  'emergency-medicine',
  'professional-development',
] as const satisfies readonly Category[];

export const CERTIFICATION_LEVELS = ['', 'A', 'C'] as const;

/** A course of the catalogue, in one language (GET /api/courses?lang=). */
export type Course = Schemas['Course'];

/** A course as admins see it: both languages and its publication state. */
export type AdminCourse = Schemas['AdminCourse'];

/** What an admin sends to create or replace a course. */
export type CourseInput = Schemas['CourseRequest'];

/** 'archived' when the course has bookings or enrollments: it is hidden, not erased. */
export type DeleteResult = ResponseBody<'/api/courses/{id}', 'delete'>['result'];

/** What saving the course form did: a new course, or changes to an existing one. */
export type SavedKind = 'created' | 'updated';

/** The catalogue's filters (GET /api/courses): '' is every category, a blank q every course. */
export interface CatalogueFilters {
  category: Category | '';
  q: NonNullable<QueryParams<'/api/courses'>['q']>;
}
