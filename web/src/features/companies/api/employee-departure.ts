import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { refreshEmployees } from './refresh';

type Path = '/api/companies/{id}/employees/{employeeId}/departure';

const departureOf = (companyId: number, employeeId: number) =>
  `/api/companies/${companyId}/employees/${employeeId}/departure`;

/**
 * The employee left on `leftOn` (YYYY-MM-DD, today or before; 400 leftOn in-future or
 * invalid-date): kept in the history, no longer counted nor offered.
 */
export async function recordDeparture(companyId: number, employeeId: number, leftOn: string) {
  const { employee } = await api.put<ResponseBody<Path, 'put'>>(
    departureOf(companyId, employeeId),
    { leftOn },
  );
  return employee;
}

/** The departure undone (a mistake): employed again. */
export async function undoDeparture(companyId: number, employeeId: number) {
  const { employee } = await api.delete<ResponseBody<Path, 'delete'>>(
    departureOf(companyId, employeeId),
  );
  return employee;
}

/** Both lists of employees are read again, and the compliance, which counts those employed. */
export function useRecordDeparture(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, leftOn }: { employeeId: number; leftOn: string }) =>
      recordDeparture(companyId, employeeId, leftOn),
    onSuccess: () => refreshEmployees(queryClient, companyId),
  });
}

export function useUndoDeparture(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) => undoDeparture(companyId, employeeId),
    onSuccess: () => refreshEmployees(queryClient, companyId),
  });
}
