/* Vitest only: sample courses and a fake catalogue API that filters like the server. */
import type { AdminCourse, Course } from '@/lib/api/course-types';
import { errorResponse, jsonResponse } from '@/lib/auth/testing';
import type { User } from '@/lib/auth/types';

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
    ...overrides,
  };
}

export function makeAdminCourse(overrides: Partial<AdminCourse> = {}): AdminCourse {
  const { title, description, ...rest } = makeCourse();
  return {
    ...rest,
    title: { fr: title, en: 'Cardio Rescuer CPR-AED Level C' },
    description: { fr: description, en: 'CPR for adults, children and babies.' },
    published: true,
    archived: false,
    createdAt: '2026-01-10T12:00:00Z',
    updatedAt: '2026-01-10T12:00:00Z',
    ...overrides,
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch: GET /api/auth/me answers `user` (or no user), GET /api/courses filters
 * `catalogue` by category and q, and `routes` ('METHOD /path') answer the rest; else 404.
 */
export function mockCatalogueApi(
  user: User | null,
  catalogue: Course[],
  routes: Record<string, Handler> = {},
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (route) return route(url, init);
    if (key === 'GET /api/auth/me') {
      return jsonResponse(200, { user: user ?? null });
    }
    if (key === 'GET /api/courses') {
      const category = url.searchParams.get('category');
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const courses = catalogue.filter(
        (course) =>
          (!category || course.category === category) &&
          (!q || `${course.title} ${course.instructor}`.toLowerCase().includes(q)),
      );
      return jsonResponse(200, { courses, total: courses.length });
    }
    return errorResponse(404, 'not-found');
  });
}

/** The URLs fetched so far that start with `prefix`. */
export function fetchedUrls(spy: ReturnType<typeof mockCatalogueApi>, prefix: string): URL[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith(prefix));
}
