/* Vitest only: sample courses and a fake catalogue API that filters like the server. */
import type { AdminCourse, Course } from '@/lib/api/course-types';
import type { User } from '@/lib/auth/types';
import { jsonResponse, type Routes } from './api';
import { mockSession } from './users';

export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 1,
    slug: 'rcr-dea-niveau-c',
    title: 'Sauveteur cardio RCR-DEA niveau C',
    description: 'RCR chez l’adulte, l’enfant et le bébé.',
    instructor: 'Isabelle Côté',
    priceCents: 9500,
    originalPriceCents: 0,
    durationHours: 3.5,
    level: 'Beginner',
    certificationLevel: 'C',
    category: 'emergency-medicine',
    accreditation: 'Cœur + AVC',
    tags: ['RCR', 'DEA'],
    rating: 5,
    image: '/images/courses/rcr-dea-niveau-c.svg',
    students: 12,
    certificateValidMonths: 36,
    renewalCourseId: null,
    whatToBring: '',
    ...overrides,
  };
}

export function makeAdminCourse(overrides: Partial<AdminCourse> = {}): AdminCourse {
  const { title, description, accreditation, tags, ...rest } = makeCourse();
  return {
    ...rest,
    title: { fr: title, en: 'Cardio Rescuer CPR-AED Level C' },
    description: { fr: description, en: 'CPR for adults, children and babies.' },
    accreditation: { fr: accreditation, en: 'Heart & Stroke' },
    whatToBring: { fr: '', en: '' },
    tags: tags.map((tag) => ({ fr: tag, en: tag === 'RCR' ? 'CPR' : tag === 'DEA' ? 'AED' : '' })),
    published: true,
    workplaceFirstAid: false,
    participantsPerInstructor: null,
    earlyChildhood: false,
    archived: false,
    createdAt: '2026-01-10T12:00:00Z',
    updatedAt: '2026-01-10T12:00:00Z',
    ...overrides,
  };
}

/** Three courses of the catalogue as the booking page lists them. */
export const cpr = makeCourse({ id: 2, priceCents: 10000 });
export const firstAid = makeCourse({
  id: 3,
  slug: 'secourisme-niveau-c',
  title: 'Secourisme en milieu de travail',
  priceCents: 15000,
});
export const freeTalk = makeCourse({
  id: 9,
  slug: 'conference',
  title: 'Conférence gratuite',
  priceCents: 0,
});

/**
 * Replaces fetch: GET /api/auth/me answers `user` (or no user), GET /api/courses filters
 * `catalogue` by category and q, and `routes` ('METHOD /path') answer the rest; else 404.
 */
export function mockCatalogueApi(user: User | null, catalogue: Course[], routes: Routes = {}) {
  return mockSession(user, {
    'GET /api/courses': (_init, url) => {
      const category = url.searchParams.get('category');
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const courses = catalogue.filter(
        (course) =>
          (!category || course.category === category) &&
          (!q || `${course.title} ${course.instructor}`.toLowerCase().includes(q)),
      );
      return jsonResponse(200, { courses, total: courses.length });
    },
    ...routes,
  });
}
