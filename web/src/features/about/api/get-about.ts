import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';
import { aboutKeys, type AboutContent } from './types';

export async function getAbout(language: Language, signal?: AbortSignal): Promise<AboutContent> {
  const { about } = await api.get<ResponseBody<'/api/content/about'>>(
    `/api/content/about?lang=${language}`,
    signal,
  );
  return about;
}

export const aboutQuery = (language: Language) =>
  queryOptions({
    queryKey: aboutKeys.language(language),
    queryFn: ({ signal }) => getAbout(language, signal),
  });

/** The About page's texts in `language`, as visitors see them. */
export function useAbout(language: Language) {
  return useQuery(aboutQuery(language));
}
