import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { courseKeys } from '@/lib/api/course-keys';
import type { AdminCourse } from '@/lib/api/course-types';

/** Every course, published or not, in both languages (admins only). */
export async function getAdminCourses(signal?: AbortSignal): Promise<AdminCourse[]> {
  const { courses } = await api.get<{ courses: AdminCourse[] }>('/api/admin/courses', signal);
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
