import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { courseKeys } from './keys';
import type { AdminCourse, CourseInput } from './types';

export async function createCourse(input: CourseInput): Promise<AdminCourse> {
  return (await api.post<{ course: AdminCourse }>('/api/courses', input)).course;
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
