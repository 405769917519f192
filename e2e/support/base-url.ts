import { inject } from 'vitest';

/**
 * The address of this worker's own server. Vitest numbers its workers 1, 2, … in VITEST_POOL_ID
 * and a number is reused only after its worker has ended, so two files that run at the same time
 * never share a server (global-setup.ts starts as many servers as there are workers).
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(poolId - 1) % urls.length];
  if (!url) throw new Error('No Paydesk server was started for the browser tests');
  return url;
}
