import {
  accessTokenClaimsSchema,
  type AccessTokenClaims,
  type Me,
  type Role,
} from '@paydesk/contracts';
import { decodeJwt } from 'jose';

export type SessionUser = {
  id: string;
  employeeId: string | null;
  companyId: string | null;
  roles: Role[];
  firstName: string;
  lastName: string;
  email: string;
};

/** The access token's claims, or null when the token is not a readable Paydesk JWT. */
export function readClaims(token: string | null): AccessTokenClaims | null {
  if (!token) return null;
  try {
    const parsed = accessTokenClaimsSchema.safeParse(decodeJwt(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Expiry instant in epoch milliseconds (JWT `exp` is in seconds). */
export function expiresAtMs(claims: AccessTokenClaims): number {
  return claims.exp * 1000;
}

export function isUnexpired(claims: AccessTokenClaims, nowMs: number): boolean {
  return expiresAtMs(claims) > nowMs;
}

/** The token carries no names: used only when GET /me cannot be read. */
export function userFromClaims(claims: AccessTokenClaims): SessionUser {
  return {
    id: claims.sub,
    employeeId: claims.employeeId,
    companyId: claims.companyId,
    roles: claims.roles,
    firstName: '',
    lastName: '',
    email: '',
  };
}

export function userFromMe(me: Me): SessionUser {
  return { ...me };
}
