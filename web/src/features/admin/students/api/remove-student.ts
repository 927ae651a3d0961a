import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOverviewKeys } from '@/lib/api/admin-overview-keys';
import { api } from '@/lib/api/client';
import { adminStudentKeys } from './keys';

/**
 * Removes a student: the account is deactivated and its personal data erased; bookings keep
 * their amounts and payment states for the accounts.
 */
export async function removeStudent(id: number): Promise<void> {
  await api.delete<undefined>(`/api/admin/students/${id}`);
}

export function useRemoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStudent,
    // The record itself is not read again: it is gone (404) and its page is being left.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStudentKeys.lists }),
        queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all }),
      ]),
  });
}
