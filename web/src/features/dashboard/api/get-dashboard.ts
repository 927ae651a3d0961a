import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { dashboardKeys } from './keys';

/** The signed-in student's tiles, enrolled courses and certificates, in the site's language. */
export const getDashboard = (language: Language, signal?: AbortSignal) =>
  api.get<ResponseBody<'/api/me/dashboard'>>(`/api/me/dashboard?lang=${language}`, signal);

export const dashboardQuery = (language: Language) =>
  queryOptions({
    queryKey: dashboardKeys.dashboard(language),
    queryFn: ({ signal }) => getDashboard(language, signal),
    staleTime: 0,
  });

export function useDashboard() {
  return useQuery(dashboardQuery(useLanguage()));
}

/**
 * Asks again from scratch: a request still hanging (a timed-out one) is abandoned first, since
 * a plain refetch would only wait for it.
 */
export function useRetryDashboard() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: dashboardKeys.summaries });
    await queryClient.refetchQueries({ queryKey: dashboardKeys.summaries });
  };
}
