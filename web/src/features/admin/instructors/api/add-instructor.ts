import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminInstructorKeys } from '@/lib/api/admin-instructor-keys';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { AddInstructorRequest } from './types';

/**
 * Makes the account with this proven address an instructor: 404 no-account; 409
 * email-not-verified, office-account or already-instructor.
 */
export async function addInstructor(request: AddInstructorRequest) {
  const { instructor } = await api.post<ResponseBody<'/api/admin/instructors', 'post'>>(
    '/api/admin/instructors',
    request,
  );
  return instructor;
}

export function useAddInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInstructor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInstructorKeys.all }),
  });
}
