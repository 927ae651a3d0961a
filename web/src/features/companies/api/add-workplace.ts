import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { companyKeys } from './keys';

export type NewWorkplace = RequestBody<'/api/companies/{id}/workplaces', 'post'>;

/** Adds a workplace with the workers of each of its shifts. */
export async function addWorkplace(companyId: number, body: NewWorkplace) {
  const { workplace } = await api.post<ResponseBody<'/api/companies/{id}/workplaces', 'post'>>(
    `/api/companies/${companyId}/workplaces`,
    body,
  );
  return workplace;
}

/** The workplaces and the compliance are read again: both list the new workplace. */
export function useAddWorkplace(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWorkplace) => addWorkplace(companyId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.workplaces(companyId) }),
        queryClient.invalidateQueries({ queryKey: companyKeys.compliance(companyId) }),
      ]),
  });
}
