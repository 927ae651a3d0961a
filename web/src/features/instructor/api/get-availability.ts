import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { instructorKeys } from './keys';

/** The signed-in instructor's weekly hours and time off; 403 for other roles. */
export async function getAvailability(signal?: AbortSignal) {
  const { availability } = await api.get<ResponseBody<'/api/instructor/availability'>>(
    '/api/instructor/availability',
    signal,
  );
  return availability;
}

export const availabilityQuery = () =>
  queryOptions({
    queryKey: instructorKeys.availability,
    queryFn: ({ signal }) => getAvailability(signal),
  });

export function useAvailability() {
  return useQuery(availabilityQuery());
}
