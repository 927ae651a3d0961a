import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOverviewKeys } from '@/lib/api/admin-overview-keys';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';

/** Figures computed by the server from the bookings, enrollments and accounts; course titles in `language`. */
export function getOverview(language: Language, signal?: AbortSignal) {
  return api.get<ResponseBody<'/api/admin/overview'>>(
    `/api/admin/overview?lang=${language}`,
    signal,
  );
}

export const adminOverviewQuery = (language: Language) =>
  queryOptions({
    queryKey: adminOverviewKeys.detail(language),
    queryFn: ({ signal }) => getOverview(language, signal),
    // Figures of money: read on every visit and never shown from an earlier one (a payment
    // recorded meanwhile, here or by another admin, would show as missing until the new ones came).
    staleTime: 0,
    gcTime: 0,
  });

export function useAdminOverview(language: Language) {
  return useQuery(adminOverviewQuery(language));
}
