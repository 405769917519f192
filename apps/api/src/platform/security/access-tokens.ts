import { accessTokenClaimsSchema, type Role } from '@paydesk/contracts';
import { jwtVerify, SignJWT } from 'jose';

export type Caller = {
  userId: string;
  employeeId: string | null;
  companyId: string | null;
  roles: Role[];
  /** The sign-in (refresh-token family) this access token belongs to. */
  sessionId: string | null;
};

const algorithm = 'HS256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  caller: Caller,
  issuedAt: Date,
  ttlMs: number,
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({
    employeeId: caller.employeeId,
    companyId: caller.companyId,
    roles: caller.roles,
    ...(caller.sessionId ? { sid: caller.sessionId } : {}),
  })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(caller.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + Math.floor(ttlMs / 1000))
    .sign(keyOf(secret));
}

/** The caller of a valid, unexpired token, or null. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<Caller | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [algorithm],
      currentDate: now,
    });
    const claims = accessTokenClaimsSchema.parse(payload);
    return {
      userId: claims.sub,
      employeeId: claims.employeeId,
      companyId: claims.companyId,
      roles: claims.roles,
      sessionId: typeof payload.sid === 'string' ? payload.sid : null,
    };
  } catch {
    return null;
  }
}
