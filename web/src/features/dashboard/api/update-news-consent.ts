import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import type { MyConsents, NewsConsentRequest, NewsConsentState } from './types';

/** Gives (true) or withdraws (false) the consent to news and renewal reminders, at once. */
export const updateNewsConsent = (given: boolean) =>
  api.put<NewsConsentState>('/api/me/consents/news', { given } satisfies NewsConsentRequest);

/** Gives or withdraws it; the section shows the new state at once, then reads the history again. */
export function useUpdateNewsConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNewsConsent,
    onSuccess: ({ news }) => {
      queryClient.setQueryData<MyConsents>(dashboardKeys.consents, (old) =>
        old ? { ...old, news } : old,
      );
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.consents });
    },
  });
}
