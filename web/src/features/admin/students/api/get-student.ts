import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';
import { adminStudentKeys } from './keys';

/** A student's profile, bookings, enrollments and certificates (404 when unknown or removed). */
export function getStudent(id: number, language: Language, signal?: AbortSignal) {
  return api.get<ResponseBody<'/api/admin/students/{id}'>>(
    `/api/admin/students/${id}?lang=${language}`,
    signal,
  );
}

export const adminStudentQuery = (id: number, language: Language) =>
  queryOptions({
    queryKey: adminStudentKeys.detailIn(id, language),
    queryFn: ({ signal }) => getStudent(id, language, signal),
    staleTime: 0,
  });

export function useStudent(id: number, language: Language) {
  return useQuery(adminStudentQuery(id, language));
}
