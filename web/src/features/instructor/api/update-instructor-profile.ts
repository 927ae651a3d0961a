import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { instructorKeys } from './keys';
import type { InstructorRequest } from './types';

/**
 * Saves the instructor's languages and instructor numbers. 400 with fields: languages (required,
 * invalid-language), credentials (too-many), credentials.N.body, .number, .expiresOn (required,
 * too-long, invalid-date).
 */
export async function updateInstructorProfile(request: InstructorRequest) {
  const { instructor } = await api.put<ResponseBody<'/api/instructor/profile', 'put'>>(
    '/api/instructor/profile',
    request,
  );
  return instructor;
}

export function useUpdateInstructorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstructorProfile,
    onSuccess: (instructor) => queryClient.setQueryData(instructorKeys.profile, instructor),
  });
}
