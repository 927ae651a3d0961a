import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { refreshWorkplaces } from './refresh';

type Path = '/api/companies/{id}/workplaces/{workplaceId}';

export type WorkplaceChange = RequestBody<Path, 'put'>;

/**
 * Changes a workplace's name, address, sector and shifts (the same rules as adding one); the
 * employees of a shift removed are no longer placed on a shift.
 */
export async function updateWorkplace(
  companyId: number,
  workplaceId: number,
  body: WorkplaceChange,
) {
  const { workplace } = await api.put<ResponseBody<Path, 'put'>>(
    `/api/companies/${companyId}/workplaces/${workplaceId}`,
    body,
  );
  return workplace;
}

/**
 * The workplaces and the compliance are read again, and the employees, whose shift may be gone.
 */
export function useUpdateWorkplace(companyId: number, workplaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkplaceChange) => updateWorkplace(companyId, workplaceId, body),
    onSuccess: () => refreshWorkplaces(queryClient, companyId),
  });
}
