import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/api-error';
import { adminStudentKeys } from './keys';
import type { StudentDetail } from './types';

/** A student's profile, bookings, enrollments and certificates (404 when unknown or removed). */
export function getStudent(id: number, signal?: AbortSignal) {
  return api.get<StudentDetail>(`/api/admin/students/${id}`, signal);
}

export const adminStudentQuery = (id: number) =>
  queryOptions({
    queryKey: adminStudentKeys.detail(id),
    queryFn: ({ signal }) => getStudent(id, signal),
    staleTime: 0,
    // A missing student stays missing: asking again would only delay the message.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

export function useStudent(id: number) {
  return useQuery(adminStudentQuery(id));
}
