import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminStudentKeys } from './keys';
import type { EnrollmentChange } from './types';

/** Records attendance or completion; completion issues the certificate, returned here. */
export async function updateEnrollment(id: number, change: EnrollmentChange) {
  const { certificate } = await api.patch<ResponseBody<'/api/admin/enrollments/{id}', 'patch'>>(
    `/api/admin/enrollments/${id}`,
    change,
  );
  return certificate;
}

/** The student's record is read again: progress and certificates change with completion. */
export function useUpdateEnrollment(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: EnrollmentChange }) =>
      updateEnrollment(id, change),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: adminStudentKeys.detail(studentId) }),
  });
}
