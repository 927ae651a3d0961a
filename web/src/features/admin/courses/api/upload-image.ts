import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** Sends an image as the raw request body; answers the address it is served at (/uploads/…). */
export async function uploadImage(file: File): Promise<string> {
  const response = await send('/api/uploads', {
    method: 'POST',
    headers: { 'Content-Type': file.type, Accept: 'application/json' },
    body: file,
  });
  const body: unknown = await response.json().catch(() => undefined);
  return (body as ResponseBody<'/api/uploads', 'post'>).url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
