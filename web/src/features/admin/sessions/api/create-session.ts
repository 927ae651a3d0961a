import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminSessionKeys } from './keys';
import type { SessionInput } from './types';

/** Schedules a session of a course (validation: startsAt in-the-past, endsAt before-start…). */
export async function createSession(courseId: number, input: SessionInput) {
  const { session } = await api.post<ResponseBody<'/api/courses/{id}/sessions', 'post'>>(
    `/api/courses/${courseId}/sessions`,
    input,
  );
  return session;
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, input }: { courseId: number; input: SessionInput }) =>
      createSession(courseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
