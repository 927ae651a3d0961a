import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { courseKeys } from './course-keys';
import { everyPage } from './every-page';
import type { AdminCourse } from './course-types';
import type { ResponseBody } from './types';

/** The most courses a page may hold: a catalogue of a few dozen comes in one. */
const PAGE_SIZE = 200;

/**
 * GET /api/admin/courses: every course, published or not, in both languages, oldest first (admins
 * only). The server answers a page at a time; its pages are followed to the last.
 */
export function getAdminCourses(signal?: AbortSignal): Promise<AdminCourse[]> {
  return everyPage(
    (cursor) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (cursor) params.set('cursor', cursor);
      return api.get<ResponseBody<'/api/admin/courses'>>(`/api/admin/courses?${params}`, signal);
    },
    (page) => page.courses,
  );
}

export const adminCoursesQuery = () =>
  queryOptions({
    queryKey: courseKeys.admin,
    queryFn: ({ signal }) => getAdminCourses(signal),
  });

export function useAdminCourses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminCoursesQuery(), enabled });
}
