import type { AccessTokenClaims } from '@paydesk/contracts';
import type { HttpFailure } from '@web/shared/http/http-client';
import { tokenStorage } from '@web/shared/http/token-storage';
import { getMe } from '../api/get-me';
import {
  expiresAtMs,
  isUnexpired,
  readClaims,
  userFromClaims,
  userFromMe,
  type SessionUser,
} from './session-user';

export type RestoredSession = { user: SessionUser; expiresAt: number };

/**
 * The names come from GET /me. A 401 means the server no longer accepts the token (null); any
 * other failure keeps the session with the token's identity so a flaky call does not sign out.
 */
export async function loadSessionUser(claims: AccessTokenClaims): Promise<SessionUser | null> {
  try {
    return userFromMe(await getMe());
  } catch (error) {
    if ((error as Partial<HttpFailure>).status === 401) return null;
    return userFromClaims(claims);
  }
}

/**
 * Specification §4.1 point 1: the stored session can be restored only from an unexpired access
 * token with its refresh token. Otherwise both are cleared (logged out). Synchronous, so a
 * signed-out visitor is known at the first render, without a spinner.
 */
export function readRestorableClaims(nowMs: number): AccessTokenClaims | null {
  const claims = readClaims(tokenStorage.readAccessToken());
  if (!claims || !isUnexpired(claims, nowMs) || !tokenStorage.readRefreshToken()) {
    tokenStorage.clear();
    return null;
  }
  return claims;
}

/** Loads the user of a restorable session; null (and cleared tokens) when the server refuses it. */
export async function restoreSession(claims: AccessTokenClaims): Promise<RestoredSession | null> {
  const user = await loadSessionUser(claims);
  if (!user) {
    tokenStorage.clear();
    return null;
  }
  return { user, expiresAt: expiresAtMs(claims) };
}
