import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { courseKeys } from '@/lib/api/course-keys';
import type { DeleteResult } from '@/lib/api/course-types';

export async function deleteCourse(id: number): Promise<DeleteResult> {
  return (await api.delete<ResponseBody<'/api/courses/{id}', 'delete'>>(`/api/courses/${id}`))
    .result;
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    // Not awaited: the page of a deleted course must learn the result before its refetch fails.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
