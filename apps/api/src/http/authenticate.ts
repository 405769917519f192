import type { Role } from '@paydesk/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context';
import { verifyAccessToken, type Caller } from '../shared/access-tokens';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
};

/** Who may call a route: any signed-in user, or only holders of one of the roles. */
export type Admits = 'signed-in' | Role[];

/**
 * The one authorisation mechanism of the API: a route declares whom it admits with
 * `onRequest: admit(context, [...roles])` (before body validation, so an anonymous caller gets 401 rather than 400); its handler then reads `callerOf(request)`.
 */
export function admit(context: AppContext, admits: Admits): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const caller = token
      ? await verifyAccessToken(context.config.jwtSecret, token, context.clock.now())
      : null;
    if (!caller) {
      throw new AppError(
        'unauthenticated',
        'Sign in to continue: the access token is missing, invalid or expired.',
      );
    }
    if (admits !== 'signed-in' && !caller.roles.some((role) => admits.includes(role))) {
      throw new AppError('forbidden', 'Your role does not allow this action.');
    }
    request.caller = caller;
  };
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('unauthenticated', 'Sign in to continue.');
  return request.caller;
}
