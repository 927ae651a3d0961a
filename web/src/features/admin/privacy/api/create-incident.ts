import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminPrivacyKeys } from './keys';
import type { IncidentRequest } from './types';

/**
 * Records an incident in the register: 400 with fields (required, too-long, invalid-date for a
 * day to come, discoveredOn before-occurrence, a notice before-discovery).
 */
export async function createIncident(request: IncidentRequest) {
  const { incident } = await api.post<ResponseBody<'/api/admin/privacy/incidents', 'post'>>(
    '/api/admin/privacy/incidents',
    request,
  );
  return incident;
}

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPrivacyKeys.incidents }),
  });
}
