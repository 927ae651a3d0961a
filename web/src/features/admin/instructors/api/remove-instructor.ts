import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminInstructorKeys } from '@/lib/api/admin-instructor-keys';
import { api } from '@/lib/api/client';

/**
 * Takes the instructor role away: the account is a student again, its profile kept for the
 * certificates it signed. 409 instructor-has-sessions while it teaches a session not yet over.
 */
export async function removeInstructor(id: number): Promise<void> {
  await api.delete<undefined>(`/api/admin/instructors/${id}`);
}

export function useRemoveInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInstructor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminInstructorKeys.all }),
  });
}
