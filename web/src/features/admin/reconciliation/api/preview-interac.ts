import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

type PreviewRequest = RequestBody<'/api/admin/reconciliation/interac/preview', 'post'>;

/**
 * What the bank's CSV export (its bytes in base64, in whatever encoding the bank wrote them) would
 * record, changing nothing: each credit with its outcome
 * (400 validation, fields.file and fields.line, when the file cannot be read).
 */
export function previewInterac(fileBase64: string) {
  const body: PreviewRequest = { fileBase64 };
  return api.post<ResponseBody<'/api/admin/reconciliation/interac/preview', 'post'>>(
    '/api/admin/reconciliation/interac/preview',
    body,
  );
}

export function usePreviewInterac() {
  return useMutation({ mutationFn: previewInterac });
}
