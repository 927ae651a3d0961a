import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { refreshWorkplaces } from './refresh';

type Path = '/api/companies/{id}/workplaces/{workplaceId}/closure';

const closureOf = (companyId: number, workplaceId: number) =>
  `/api/companies/${companyId}/workplaces/${workplaceId}/closure`;

/**
 * The workplace closed on `closedOn` (YYYY-MM-DD, today or before; 400 closedOn in-future or
 * invalid-date): out of the compliance, offered to no new employee.
 */
export async function closeWorkplace(companyId: number, workplaceId: number, closedOn: string) {
  const { workplace } = await api.put<ResponseBody<Path, 'put'>>(
    closureOf(companyId, workplaceId),
    { closedOn },
  );
  return workplace;
}

/** The workplace open again. */
export async function reopenWorkplace(companyId: number, workplaceId: number) {
  const { workplace } = await api.delete<ResponseBody<Path, 'delete'>>(
    closureOf(companyId, workplaceId),
  );
  return workplace;
}

/** The workplaces, the compliance and the employees (their workplace's state) are read again. */
export function useCloseWorkplace(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workplaceId, closedOn }: { workplaceId: number; closedOn: string }) =>
      closeWorkplace(companyId, workplaceId, closedOn),
    onSuccess: () => refreshWorkplaces(queryClient, companyId),
  });
}

export function useReopenWorkplace(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workplaceId: number) => reopenWorkplace(companyId, workplaceId),
    onSuccess: () => refreshWorkplaces(queryClient, companyId),
  });
}
