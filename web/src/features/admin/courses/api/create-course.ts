import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { courseKeys } from '@/lib/api/course-keys';
import type { AdminCourse, CourseInput } from '@/lib/api/course-types';

export async function createCourse(input: CourseInput): Promise<AdminCourse> {
  return (await api.post<ResponseBody<'/api/courses', 'post'>>('/api/courses', input)).course;
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
