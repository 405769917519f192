import { achFileName } from '@paydesk/contracts';

const quoted = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/**
 * The name to save a downloaded file under: the one the server's Content-Disposition gives,
 * else `ach-{id}.txt` (specification §9). Only a plain name is taken, never a path.
 */
export function downloadFileName(contentDisposition: string | null, id: string): string {
  const match = contentDisposition ? quoted.exec(contentDisposition) : null;
  const name = match?.[1] ? decodeURIComponent(match[1].trim()) : '';
  return name && !/[\\/]/.test(name) && name !== '.' && name !== '..' ? name : achFileName(id);
}
