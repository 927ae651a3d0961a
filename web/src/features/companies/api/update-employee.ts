import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { refreshEmployees } from './refresh';

type Path = '/api/companies/{id}/employees/{employeeId}';

export type EmployeeChange = RequestBody<Path, 'put'>;

/** Changes an employee's names, address and place (the same rules as adding one). */
export async function updateEmployee(companyId: number, employeeId: number, body: EmployeeChange) {
  const { employee } = await api.put<ResponseBody<Path, 'put'>>(
    `/api/companies/${companyId}/employees/${employeeId}`,
    body,
  );
  return employee;
}

/** The employees are read again, and the compliance, which counts them by shift. */
export function useUpdateEmployee(companyId: number, employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeChange) => updateEmployee(companyId, employeeId, body),
    onSuccess: () => refreshEmployees(queryClient, companyId),
  });
}
