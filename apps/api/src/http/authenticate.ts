import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Clock } from '../platform/clock';
import { AppError } from '../platform/errors/app-error';
import { verifyAccessToken } from '../platform/security/access-tokens';
import { Access, type AccessDirectory } from './access';
import type { Policy } from './policy';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the library's own declaration
  interface FastifyRequest {
    access?: Access;
  }
}

/** Whether a sign-in (refresh-token family) is still open: logout and revocation end it. */
export type SessionCheck = (session: { sessionId: string; userId: string }) => Promise<boolean>;

export type Authenticator = {
  jwtSecret: string;
  clock: Clock;
  directory: AccessDirectory;
  isSessionOpen: SessionCheck;
};

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
};

/**
 * The role half of a policy, as an `onRequest` hook: it runs before body validation, so an
 * anonymous caller gets 401 rather than 400.
 */
export function admitFor(policy: Policy, auth: Authenticator): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (policy.admits === 'public') return;
    // What a signed-in caller sees is theirs: no shared or browser cache may keep it.
    void reply.header('Cache-Control', 'no-store');
    const token = bearerToken(request);
    const verified = token
      ? await verifyAccessToken(auth.jwtSecret, token, auth.clock.now())
      : null;
    // A signed token is not enough: its sign-in must still be open (one indexed lookup), so
    // logout, a password change or a detected token theft ends it at once, not 15 minutes later.
    const caller =
      verified?.sessionId &&
      (await auth.isSessionOpen({ sessionId: verified.sessionId, userId: verified.userId }))
        ? verified
        : null;
    if (!caller) {
      throw new AppError(
        'auth.unauthenticated',
        'Sign in to continue: the access token is missing, invalid or expired.',
      );
    }
    const admits = policy.admits;
    if (admits !== 'signed-in' && !caller.roles.some((role) => admits.includes(role))) {
      throw new AppError('auth.forbidden', 'Your role does not allow this action.');
    }
    request.access = new Access(caller, auth.directory);
  };
}

/** The caller of an operation whose policy is not public. */
export function accessOf(request: FastifyRequest): Access {
  if (!request.access) throw new AppError('auth.unauthenticated', 'Sign in to continue.');
  return request.access;
}
