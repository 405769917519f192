/**
 * Where to go after signing in. The route guards send a signed-out visitor to /login with the
 * location they asked for in `state.from`; without it (or with anything odd) the root route
 * picks the user's own dashboard (§2.2). Only in-app paths are honoured.
 */
export function returnPathAfterSignIn(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return '/';
  }
  if (pathname.startsWith('/login')) return '/';
  const search = typeof from?.search === 'string' ? from.search : '';
  return `${pathname}${search}`;
}
