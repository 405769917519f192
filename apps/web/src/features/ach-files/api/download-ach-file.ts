import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { saveFile } from '@web/shared/http/save-file';
import { downloadFileName } from '../model/file-name';

/** GET /payments/ach/files/{id}: the NACHA file as the server stored it, and its name. */
export async function downloadAchFile(id: string): Promise<{ blob: Blob; fileName: string }> {
  const { data, headers } = await apiRequest<Blob>(
    `/payments/ach/files/${encodeURIComponent(id)}`,
    { headers: { Accept: 'text/plain' }, responseType: 'blob' },
  );
  return { blob: data, fileName: downloadFileName(headers.get('content-disposition'), id) };
}

/** Saves a file as ach-{id}.txt. */
export function useDownloadAchFile() {
  return useMutation({
    mutationFn: downloadAchFile,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
