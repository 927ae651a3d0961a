import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { refreshEmployees } from './refresh';

export type NewEmployee = RequestBody<'/api/companies/{id}/employees', 'post'>;

/** Adds an employee, on a workplace's shift when known. */
export async function addEmployee(companyId: number, body: NewEmployee) {
  const { employee } = await api.post<ResponseBody<'/api/companies/{id}/employees', 'post'>>(
    `/api/companies/${companyId}/employees`,
    body,
  );
  return employee;
}

/** The employees are read again, and the compliance, which counts them by shift. */
export function useAddEmployee(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewEmployee) => addEmployee(companyId, body),
    onSuccess: () => refreshEmployees(queryClient, companyId),
  });
}
