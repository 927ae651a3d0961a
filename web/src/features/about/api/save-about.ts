import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';
import { adminAboutQuery } from './get-admin-about';
import { aboutKeys, type AboutContent, type AboutPageContent } from './types';

export async function saveAbout(page: AboutPageContent): Promise<AboutPageContent> {
  return (await api.put<ResponseBody<'/api/content/about', 'put'>>('/api/content/about', page))
    .about;
}

/**
 * Saves the texts of one language: the stored page is read first so that the other language is
 * sent back unchanged.
 */
export function useSaveAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ language, content }: { language: Language; content: AboutContent }) => {
      const stored = await queryClient.fetchQuery(adminAboutQuery());
      return saveAbout({ ...stored, [language]: content });
    },
    onSuccess: (page) => {
      queryClient.setQueryData(aboutKeys.admin, page);
      return queryClient.invalidateQueries({ queryKey: aboutKeys.all });
    },
  });
}
