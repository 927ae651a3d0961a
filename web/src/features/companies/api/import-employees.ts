import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { refreshEmployees } from './refresh';

/** Adds the employees of a CSV file (its text): every line or none (400 names each bad line). */
export async function importEmployees(companyId: number, file: string) {
  const { imported } = await api.post<ResponseBody<'/api/companies/{id}/employees/import', 'post'>>(
    `/api/companies/${companyId}/employees/import`,
    { file },
  );
  return imported;
}

/** Imported, the employees and the compliance (their placement counts) are read again. */
export function useImportEmployees(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: string) => importEmployees(companyId, file),
    onSuccess: () => refreshEmployees(queryClient, companyId),
  });
}
