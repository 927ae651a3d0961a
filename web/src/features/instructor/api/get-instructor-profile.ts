import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { instructorKeys } from './keys';

/** The signed-in instructor's profile; 403 for other roles. */
export async function getInstructorProfile(signal?: AbortSignal) {
  const { instructor } = await api.get<ResponseBody<'/api/instructor/profile'>>(
    '/api/instructor/profile',
    signal,
  );
  return instructor;
}

export const instructorProfileQuery = () =>
  queryOptions({
    queryKey: instructorKeys.profile,
    queryFn: ({ signal }) => getInstructorProfile(signal),
  });

export function useInstructorProfile() {
  return useQuery(instructorProfileQuery());
}
