import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { courseKeys } from '@/lib/api/course-keys';
import type { AdminCourse, CourseInput } from '@/lib/api/course-types';

export async function updateCourse(id: number, input: CourseInput): Promise<AdminCourse> {
  return (await api.put<ResponseBody<'/api/courses/{id}', 'put'>>(`/api/courses/${id}`, input))
    .course;
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CourseInput }) => updateCourse(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
