import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOverviewKeys } from '@/lib/api/admin-overview-keys';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { adminBookingKeys } from './keys';

type BulkRequest = RequestBody<'/api/admin/bookings/bulk', 'post'>;

/** What becomes of each booking of the selection: approved, rejected, or marked paid. */
export type BulkChange = Omit<BulkRequest, 'bookingIds'>;

/** How many changed, how many did not, and each booking's outcome with its error code. */
export type BulkResult = ResponseBody<'/api/admin/bookings/bulk', 'post'>;

/** The most bookings one request may name (a selection, or its CSV). */
export const MAX_SELECTED = 200;

/**
 * Applies one change to each booking of `ids` on its own (POST /api/admin/bookings/bulk): one that
 * cannot take it (already decided, already paid, gone) is reported and the others still change.
 */
export const bulkUpdateBookings = (ids: readonly number[], change: BulkChange) =>
  api.post<BulkResult>('/api/admin/bookings/bulk', { bookingIds: ids, ...change });

/** The list and the overview's counts are read again after every attempt. */
export function useBulkUpdateBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, change }: { ids: readonly number[]; change: BulkChange }) =>
      bulkUpdateBookings(ids, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all }),
      ]),
  });
}
