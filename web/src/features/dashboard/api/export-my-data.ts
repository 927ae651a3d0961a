import { useMutation } from '@tanstack/react-query';
import { fileNameOf, send } from '@/lib/api/client';
import { saveFile } from '@/lib/save-file';

/** The name the server gives the file, when its answer does not say. */
export const MY_DATA_FILENAME = 'mes-donnees-secours.zip';

export interface MyDataFile {
  blob: Blob;
  filename: string;
}

/**
 * Downloads the signed-in person's own data (GET /api/me/export): a zip of donnees.json and one
 * CSV per table. Sends the session cookie as the API client does, and throws an ApiError as the
 * other calls do (429 carries its Retry-After).
 */
export async function downloadMyData(signal?: AbortSignal): Promise<MyDataFile> {
  const response = await send('/api/me/export', {
    // A refusal still answers in JSON.
    headers: { Accept: 'application/zip, application/json' },
    signal,
  });
  const filename = fileNameOf(response, MY_DATA_FILENAME);
  const bytes = await response.arrayBuffer();
  return { blob: new Blob([bytes], { type: 'application/zip' }), filename };
}

/** Downloads the data and saves it as a file; pending while the server prepares it. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const file = await downloadMyData();
      saveFile(file.blob, file.filename);
    },
  });
}
