import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminPrivacyKeys } from './keys';
import type { IncidentRequest } from './types';

/**
 * Corrects an entry of the register, or brings it up to date (the Commission or the people were
 * told): the same 400 fields as recording one, 404 incident-not-found.
 */
export async function updateIncident(id: number, request: IncidentRequest) {
  const { incident } = await api.put<ResponseBody<'/api/admin/privacy/incidents/{id}', 'put'>>(
    `/api/admin/privacy/incidents/${id}`,
    request,
  );
  return incident;
}

export function useUpdateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: IncidentRequest }) =>
      updateIncident(id, request),
    // Read again after a failure too: a request that lost its answer may have been saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPrivacyKeys.incidents }),
  });
}
