import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';
import { adminSessionKeys } from './keys';

/** Every session that is not over yet, soonest first, cancelled ones included. */
export async function getAdminSessions(language: Language, signal?: AbortSignal) {
  const { sessions } = await api.get<ResponseBody<'/api/admin/sessions'>>(
    `/api/admin/sessions?lang=${language}`,
    signal,
  );
  return sessions;
}

export const adminSessionsQuery = (language: Language) =>
  queryOptions({
    queryKey: adminSessionKeys.list(language),
    queryFn: ({ signal }) => getAdminSessions(language, signal),
    staleTime: 0,
  });

export function useAdminSessions(language: Language) {
  return useQuery(adminSessionsQuery(language));
}
