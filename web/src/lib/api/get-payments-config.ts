import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { embeddedData } from '@/lib/api/initial-data';
import type { ResponseBody } from '@/lib/api/types';

const PATH = '/api/payments/config';

/** Whether the server takes cards (it has Stripe keys), and its publishable key. */
export type PaymentsConfig = ResponseBody<'/api/payments/config'>;

/** Read again when the server refuses a card payment as unavailable. */
export const paymentsConfigKey = ['payments', 'config'] as const;

export const getPaymentsConfig = (signal?: AbortSignal) => api.get<PaymentsConfig>(PATH, signal);

export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: paymentsConfigKey,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: 5 * 60_000,
    ...embeddedData(PATH, (body: PaymentsConfig) => body),
  });

/** The payment settings: the booking page and a company's team bookings pay by card with them. */
export function usePaymentsConfig() {
  return useQuery(paymentsConfigQuery());
}

/** Stripe's publishable key when the server takes cards, else null (also while unread). */
export const cardKeyOf = (config: PaymentsConfig | undefined) =>
  (config?.cardEnabled && config.publishableKey) || null;
