import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { adminCompanyKeys } from '@/lib/api/admin-company-keys';

type Body = RequestBody<'/api/admin/companies/{id}', 'patch'>;
type Answer = ResponseBody<'/api/admin/companies/{id}', 'patch'>;

export function updateCompanyCredit(id: number, body: Body): Promise<Answer> {
  return api.patch(`/api/admin/companies/${id}`, body);
}

/** Approves a company's credit (it may then pay on invoice), or withdraws it; the lists reload. */
export function useUpdateCompanyCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, creditApproved }: { id: number; creditApproved: boolean }) =>
      updateCompanyCredit(id, { creditApproved }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompanyKeys.lists }),
  });
}
