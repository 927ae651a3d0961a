import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOverviewKeys } from '@/lib/api/admin-overview-keys';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

/** Sets the revenue target of a 30-day period, in cents (400 validation when not positive). */
export async function updateRevenueTarget(targetCents: number) {
  const { targetCents: stored } = await api.put<ResponseBody<'/api/admin/revenue-target', 'put'>>(
    '/api/admin/revenue-target',
    { targetCents } satisfies RequestBody<'/api/admin/revenue-target', 'put'>,
  );
  return stored;
}

/** The overview is read again: the revenue bar depends on the target. */
export function useUpdateRevenueTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRevenueTarget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all }),
  });
}
