import { fileNameOf, send } from '@/lib/api/client';
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
  const response = await send(`/api/admin/exports/money.csv?${params}`, { signal });

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
  const filename = fileNameOf(response, 'export.csv');
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), filename };
}
