import type { AccessTokenClaims } from '@paydesk/contracts';
import { tokenStorage } from '@web/shared/http/token-storage';
import { readClaims } from './session-user';

/**
 * Stores a token pair and answers the access token's claims. A token the SPA cannot read is
 * not stored: the session could never be restored or scheduled from it.
 */
export function storeTokens(accessToken: string, refreshToken?: string): AccessTokenClaims {
  const claims = readClaims(accessToken);
  if (!claims) throw new Error('The server answered an unreadable access token');
  const refresh = refreshToken ?? tokenStorage.readRefreshToken();
  if (!refresh) throw new Error('No refresh token to keep');
  tokenStorage.save(accessToken, refresh);
  return claims;
}
