import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { dashboardKeys } from './keys';

/** Every booking of the signed-in user, newest first, course titles in the site's language. */
export const getMyBookings = async (language: Language, signal?: AbortSignal) => {
  const { bookings } = await api.get<ResponseBody<'/api/me/bookings'>>(
    `/api/me/bookings?lang=${language}`,
    signal,
  );
  return bookings;
};

export const myBookingsQuery = (language: Language) =>
  queryOptions({
    queryKey: dashboardKeys.bookings(language),
    queryFn: ({ signal }) => getMyBookings(language, signal),
    staleTime: 0,
  });

export function useMyBookings() {
  return useQuery(myBookingsQuery(useLanguage()));
}
