import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOverviewKeys } from '@/lib/api/admin-overview-keys';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

type RecordRequest = RequestBody<'/api/admin/reconciliation/interac', 'post'>;

/**
 * Records every matched credit of the file (its bytes in base64) in one transaction: each booking is marked paid and
 * its receipt issued and mailed. Sending the same file again records nothing twice
 * (already-recorded), so a failed attempt can be retried.
 */
export function recordInterac(fileBase64: string) {
  const body: RecordRequest = { fileBase64 };
  return api.post<ResponseBody<'/api/admin/reconciliation/interac', 'post'>>(
    '/api/admin/reconciliation/interac',
    body,
  );
}

/*
 * The bookings, the students' records (their bookings) and the dashboard's revenue change. Their
 * features own those keys and a feature imports no other: these are the prefixes of
 * features/admin/bookings/api/keys.ts and features/admin/students/api/keys.ts. Invalidated after
 * a failure too: a request that lost its answer may still have been recorded.
 */
const staleAfterRecording = [['admin-bookings'], ['admin-students'], adminOverviewKeys.all];

export function useRecordInterac() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordInterac,
    onSettled: () =>
      Promise.all(
        staleAfterRecording.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
