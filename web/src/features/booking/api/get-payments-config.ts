import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { embeddedData } from '@/lib/api/initial-data';
import { bookingKeys } from './keys';
import type { PaymentsConfig } from './types';

const PATH = '/api/payments/config';

export const getPaymentsConfig = (signal?: AbortSignal) => api.get<PaymentsConfig>(PATH, signal);

export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: bookingKeys.paymentsConfig,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: 5 * 60_000,
    ...embeddedData(PATH, (body: PaymentsConfig) => body),
  });

/** Whether the server takes cards (it has Stripe keys), and its publishable key. */
export function usePaymentsConfig() {
  return useQuery(paymentsConfigQuery());
}
