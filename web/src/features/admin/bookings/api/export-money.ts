import { ApiError, apiErrorFromBody } from '@/lib/api/api-error';
import type { QueryParams } from '@/lib/api/types';

export type MoneyExportQuery = Required<QueryParams<'/api/admin/exports/money.csv'>>;

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * Downloads the receipts and credit notes of a date range as CSV, reporting how much has arrived
 * (0 to 1; null while the size is unknown). Throws an ApiError as the other calls do.
 */
export async function downloadMoneyCsv(
  query: MoneyExportQuery,
  onProgress: (fraction: number | null) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const params = new URLSearchParams(query);
  let response: Response;
  try {
    response = await fetch(`/api/admin/exports/money.csv?${params}`, {
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network-error', 'The server could not be reached.');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw apiErrorFromBody(response.status, body, response.statusText, null);
  }

  const size = Number(response.headers.get('Content-Length')) || 0;
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress(size ? 0 : null);
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(size ? Math.min(1, received / size) : null);
    }
  } else {
    chunks.push(await response.arrayBuffer());
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), filename };
}
