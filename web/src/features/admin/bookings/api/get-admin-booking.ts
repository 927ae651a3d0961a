import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';
import { adminBookingKeys } from './keys';

/** One booking as admins see it, course title in the admin's language (404 when unknown). */
export async function getAdminBooking(id: number, language: Language, signal?: AbortSignal) {
  const { booking } = await api.get<ResponseBody<'/api/admin/bookings/{id}'>>(
    `/api/admin/bookings/${id}?lang=${language}`,
    signal,
  );
  return booking;
}

export const adminBookingQuery = (id: number, language: Language) =>
  queryOptions({
    queryKey: adminBookingKeys.detail(id, language),
    queryFn: ({ signal }) => getAdminBooking(id, language, signal),
    staleTime: 0,
  });

export function useAdminBooking(id: number, language: Language) {
  return useQuery({ ...adminBookingQuery(id, language), enabled: id > 0 });
}
