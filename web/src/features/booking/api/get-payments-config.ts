import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { bookingKeys } from './keys';
import type { PaymentsConfig } from './types';

export const getPaymentsConfig = (signal?: AbortSignal) =>
  api.get<PaymentsConfig>('/api/payments/config', signal);

export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: bookingKeys.paymentsConfig,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: 5 * 60_000,
  });

/** Whether the server takes cards (it has Stripe keys), and its publishable key. */
export function usePaymentsConfig() {
  return useQuery(paymentsConfigQuery());
}
