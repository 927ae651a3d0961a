import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { refreshEmployees } from './refresh';

type Path = '/api/companies/{id}/employees/import';

/** A CSV file's text, and whether to write it (true) or only say what it would do (false). */
export interface ImportRequest {
  file: string;
  confirm: boolean;
}

/**
 * Reads a CSV file of employees: without `confirm`, a preview of what each line would do and
 * every line's error, nothing written; with it, every line written, or none (400 has-errors).
 */
export function importEmployees(companyId: number, request: ImportRequest) {
  return api.post<ResponseBody<Path, 'post'>>(
    `/api/companies/${companyId}/employees/import`,
    request,
  );
}

/** Once written, the employees and the compliance (their placement counts) are read again. */
export function useImportEmployees(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => importEmployees(companyId, request),
    onSuccess: (outcome) => {
      if (outcome.written) return refreshEmployees(queryClient, companyId);
    },
  });
}
