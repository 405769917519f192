import { accessTokenClaimsSchema, type Role } from '@paydesk/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { webcrypto } from 'node:crypto';
import { VerifiedTokens } from './verified-tokens';

export type Caller = {
  userId: string;
  employeeId: string | null;
  /** A contractor's own record (role `myself:contractor-info`); absent for everyone else. */
  contractorId?: string | null | undefined;
  companyId: string | null;
  roles: Role[];
  /** The sign-in (refresh-token family) this access token belongs to. */
  sessionId: string | null;
};

const algorithm = 'HS256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

// Importing the secret as a WebCrypto key on every call cost as much as checking the signature;
// the imported key depends only on the secret, so it is imported once per secret.
const verifyKeys = new Map<string, Promise<webcrypto.CryptoKey>>();

function verifyKeyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      keyOf(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    verifyKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  secret: string,
  caller: Caller,
  issuedAt: Date,
  ttlMs: number,
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({
    employeeId: caller.employeeId,
    ...(caller.contractorId ? { contractorId: caller.contractorId } : {}),
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

// One cache per secret, so a token signed with another secret is never taken from it.
const verifiedTokens = new Map<string, VerifiedTokens<Caller>>();

function verifiedTokensOf(secret: string): VerifiedTokens<Caller> {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) {
    tokens = new VerifiedTokens<Caller>();
    verifiedTokens.set(secret, tokens);
  }
  return tokens;
}

/** The caller of a valid, unexpired token, or null. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<Caller | null> {
  const verified = verifiedTokensOf(secret);
  const known = verified.find(token, now);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, await verifyKeyOf(secret), {
      algorithms: [algorithm],
      currentDate: now,
    });
    const claims = accessTokenClaimsSchema.parse(payload);
    const caller: Caller = {
      userId: claims.sub,
      employeeId: claims.employeeId,
      contractorId: claims.contractorId ?? null,
      companyId: claims.companyId,
      roles: claims.roles,
      sessionId: typeof payload.sid === 'string' ? payload.sid : null,
    };
    verified.remember(token, caller, claims.exp);
    return caller;
  } catch {
    return null;
  }
}
