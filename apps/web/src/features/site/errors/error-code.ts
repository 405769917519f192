import { isRouteErrorResponse } from 'react-router';

/** The route error screens of the specification §2.5; anything else is "Under Maintenance". */
export type ErrorScreenCode = '404' | '401' | '503' | '418' | 'maintenance';

const known: Record<number, ErrorScreenCode> = { 404: '404', 401: '401', 503: '503', 418: '418' };

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status;
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : null;
  }
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return 503;
  return null;
}

/** Which screen a route error shows: from a thrown response or a failed API call's status. */
export function errorScreenCodeOf(error: unknown): ErrorScreenCode {
  const status = statusOf(error);
  return (status !== null && known[status]) || 'maintenance';
}

/** Catalogue ids of each screen's title (the specification's exact text) and explanation. */
export const errorScreenTexts: Record<ErrorScreenCode, { titleId: string; bodyId: string }> = {
  '404': { titleId: 'site.error.404.title', bodyId: 'site.error.404.body' },
  '401': { titleId: 'site.error.401.title', bodyId: 'site.error.401.body' },
  '503': { titleId: 'site.error.503.title', bodyId: 'site.error.503.body' },
  '418': { titleId: 'site.error.418.title', bodyId: 'site.error.418.body' },
  maintenance: { titleId: 'site.error.maintenance.title', bodyId: 'site.error.maintenance.body' },
};
