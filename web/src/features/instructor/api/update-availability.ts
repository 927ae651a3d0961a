import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { instructorKeys } from './keys';
import type { Availability } from './types';

/**
 * Replaces the instructor's weekly hours and time off. 400 with fields: weekly (too-many),
 * weekly[i].startsAt / .endsAt (required, invalid, before-start, overlaps), timeOff (too-many),
 * timeOff[i].startsOn / .endsOn (required, invalid-date, before-start), timeOff[i].note (too-long).
 */
export async function updateAvailability(request: Availability) {
  const { availability } = await api.put<ResponseBody<'/api/instructor/availability', 'put'>>(
    '/api/instructor/availability',
    request,
  );
  return availability;
}

export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: (availability) =>
      queryClient.setQueryData(instructorKeys.availability, availability),
  });
}
