/**
 * Server state (TanStack Query) loads with the first page that uses it: the sign-in page does
 * not, so its first download holds no query cache.
 */
export const loadServerStateRoute = async () =>
  (await import('./server-state-route')).ServerStateRoute;

export { resetServerState } from './server-state-reset';
