import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminInstructorKeys } from '@/lib/api/admin-instructor-keys';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { InstructorRequest } from './types';

/** Changes an instructor's languages and numbers: 400 with fields, 404 when no longer one. */
export async function updateInstructor(id: number, request: InstructorRequest) {
  const { instructor } = await api.put<ResponseBody<'/api/admin/instructors/{id}', 'put'>>(
    `/api/admin/instructors/${id}`,
    request,
  );
  return instructor;
}

export function useUpdateInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: InstructorRequest }) =>
      updateInstructor(id, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminInstructorKeys.all }),
  });
}
