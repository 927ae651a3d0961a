import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { companyKeys } from './keys';

export type NewCompany = RequestBody<'/api/companies', 'post'>;

/** Creates a company; the caller becomes its first manager. Answered as GET /api/companies/{id}. */
export function createCompany(body: NewCompany) {
  return api.post<ResponseBody<'/api/companies', 'post'>>('/api/companies', body);
}

/** The new company is known at once (its page opens without asking again); the list is read again. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (answer) => {
      queryClient.setQueryData(companyKeys.detail(answer.company.id), answer);
      void queryClient.invalidateQueries({ queryKey: companyKeys.list });
    },
  });
}
