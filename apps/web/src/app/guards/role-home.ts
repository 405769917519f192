import { roles, type Role } from '@paydesk/contracts';

/** The default landing path of the specification §9. */
export const DEFAULT_LANDING_PATH = '/dashboard';

/** Where `/` sends a user (spec §2.2); null user means signed out. */
export function homePathFor(user: { roles: readonly Role[] } | null): string {
  if (!user) return '/login';
  if (user.roles.includes(roles.platformAdmin)) return DEFAULT_LANDING_PATH;
  if (user.roles.includes(roles.companyOwner)) return '/owner/dashboard';
  if (user.roles.includes(roles.employee)) return '/employee/dashboard';
  if (user.roles.includes(roles.contractor)) return '/contractor/dashboard';
  return '/unauthorized';
}

/** Who may open a route: any signed-in user, or only holders of one of the roles. */
export type RouteAccess = 'signed-in' | readonly Role[];

export type AccessDecision = 'wait' | 'login' | 'unauthorized' | 'allow';

/** The guard's decision for the auth state (spec §5). */
export function decideAccess(
  auth: { isInitialized: boolean; isLoggedIn: boolean; user: { roles: readonly Role[] } | null },
  access: RouteAccess,
): AccessDecision {
  if (!auth.isInitialized) return 'wait';
  if (!auth.isLoggedIn || !auth.user) return 'login';
  if (access === 'signed-in') return 'allow';
  const held = auth.user.roles;
  return access.some((role) => held.includes(role)) ? 'allow' : 'unauthorized';
}
