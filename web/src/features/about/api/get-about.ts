import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { embeddedData } from '@/lib/api/initial-data';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';
import { aboutKeys, type AboutContent } from './types';

type AboutBody = ResponseBody<'/api/content/about'>;

const aboutPath = (language: Language) => `/api/content/about?lang=${language}`;

export async function getAbout(language: Language, signal?: AbortSignal): Promise<AboutContent> {
  const { about } = await api.get<AboutBody>(aboutPath(language), signal);
  return about;
}

export const aboutQuery = (language: Language) =>
  queryOptions({
    queryKey: aboutKeys.language(language),
    queryFn: ({ signal }) => getAbout(language, signal),
    ...embeddedData(aboutPath(language), (body: AboutBody) => body.about),
  });

/** The About page's texts in `language`, as visitors see them. */
export function useAbout(language: Language) {
  return useQuery(aboutQuery(language));
}
