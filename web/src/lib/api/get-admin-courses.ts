import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { courseKeys } from './course-keys';
import type { AdminCourse } from './course-types';
import type { ResponseBody } from './types';

/** GET /api/admin/courses: every course, published or not, in both languages (admins only). */
export async function getAdminCourses(signal?: AbortSignal): Promise<AdminCourse[]> {
  const { courses } = await api.get<ResponseBody<'/api/admin/courses'>>(
    '/api/admin/courses',
    signal,
  );
  return courses;
}

export const adminCoursesQuery = () =>
  queryOptions({
    queryKey: courseKeys.admin,
    queryFn: ({ signal }) => getAdminCourses(signal),
  });

export function useAdminCourses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminCoursesQuery(), enabled });
}
