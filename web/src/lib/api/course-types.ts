import type { Language } from '@/lib/i18n/languages';

export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Level = (typeof LEVELS)[number];

export const CATEGORIES = ['emergency-medicine', 'professional-development'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CERTIFICATION_LEVELS = ['', 'A', 'C'] as const;

/** A course of the catalogue, in one language (GET /api/courses?lang=). */
export interface Course {
  id: number;
  slug: string;
  title: string;
  description: string;
  instructor: string;
  priceCents: number;
  /** 0 when there is no earlier price to strike through. */
  originalPriceCents: number;
  durationHours: number;
  level: Level;
  /** 'A', 'C' or '' when the course certifies no first-aid level. */
  certificationLevel: string;
  category: Category;
  accreditation: string;
  tags: string[];
  rating: number;
  /** An absolute URL, a site path (/images/…, /uploads/…) or ''. */
  image: string;
  students: number;
}

export type Localized = Record<Language, string>;

/** A course as admins see it: both languages and its publication state. */
export interface AdminCourse extends Omit<Course, 'title' | 'description'> {
  title: Localized;
  description: Localized;
  published: boolean;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What an admin sends to create or replace a course. */
export interface CourseInput {
  title: Localized;
  description: Localized;
  instructor: string;
  priceCents: number;
  originalPriceCents: number;
  durationHours: number;
  level: Level;
  category: Category;
  certificationLevel: string;
  accreditation: string;
  image: string;
  tags: string[];
  published: boolean;
}

/** 'archived' when the course has bookings or enrollments: it is hidden, not erased. */
export type DeleteResult = 'deleted' | 'archived';

/** What saving the course form did: a new course, or changes to an existing one. */
export type SavedKind = 'created' | 'updated';

export interface CatalogueFilters {
  category: Category | '';
  q: string;
}
