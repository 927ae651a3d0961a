import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminQuoteKeys } from './keys';
import type { TrainingRequest } from './types';

/** One training request (404 when unknown). */
export async function getTrainingRequest(id: number, signal?: AbortSignal) {
  const { request } = await api.get<ResponseBody<'/api/admin/training-requests/{id}'>>(
    `/api/admin/training-requests/${id}`,
    signal,
  );
  return request;
}

/**
 * The request a quote is prepared from: the list's copy when the editor was opened from it, else
 * read (the editor's address opened anew).
 */
export function useTrainingRequest(id: number, listed: TrainingRequest | undefined) {
  return useQuery({
    queryKey: adminQuoteKeys.request(id),
    queryFn: ({ signal }) => getTrainingRequest(id, signal),
    initialData: listed?.id === id ? listed : undefined,
    // What the editor starts from: read once.
    staleTime: Infinity,
    enabled: id > 0,
    retry: false,
  });
}
