import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { jsonResponse, lastBodyOf, mockApi } from '@/test/api';
import { createQueryClient } from '@/lib/api/query-client';
import { useRecordInterac } from './record-interac';

describe('recording a bank statement', () => {
  it('sends the file and marks the bookings, students and dashboard stale', async () => {
    const api = mockApi({
      'POST /api/admin/reconciliation/interac': () =>
        jsonResponse(200, { bank: 'rbc', lines: [], summary: {} }),
    });
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRecordInterac(), { wrapper });

    result.current.mutate('RGF0ZSxNb250YW50Cg==');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(lastBodyOf(api, 'POST', '/api/admin/reconciliation/interac')).toEqual({
      fileBase64: 'RGF0ZSxNb250YW50Cg==',
    });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['admin-bookings'], ['admin-students'], ['admin-overview']]),
    );
  });
});
