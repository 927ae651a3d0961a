import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { aboutKeys, type AboutPageContent } from './types';

/** Both languages of the About page as stored (admins only). */
export async function getAdminAbout(signal?: AbortSignal): Promise<AboutPageContent> {
  const { about } = await api.get<ResponseBody<'/api/admin/content/about'>>(
    '/api/admin/content/about',
    signal,
  );
  return about;
}

/** Always read fresh before a save: the other language must be kept exactly as stored. */
export const adminAboutQuery = () =>
  queryOptions({
    queryKey: aboutKeys.admin,
    queryFn: ({ signal }) => getAdminAbout(signal),
    staleTime: 0,
  });
