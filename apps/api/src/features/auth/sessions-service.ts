import type { LoginRequest, TokenPair } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { hashToken } from '@paydesk/api/platform/crypto';
import { newId } from '@paydesk/api/platform/ids';
import { hashPassword, verifyPassword } from '@paydesk/api/platform/security/passwords';
import {
  findRefreshToken,
  findUserByEmail,
  findUserById,
  markRotated,
  revokeFamily,
} from './repository';
import { issueTokenPair } from './token-issuer';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;
export const FIRST_SIGN_IN_DELAY_MS = 250;
export const MAX_SIGN_IN_DELAY_MS = 8_000;

const invalidCredentials = () =>
  new AppError('auth.invalid_credentials', 'Invalid email or password');
const invalidRefresh = () =>
  new AppError('auth.session_invalid', 'Your session is no longer valid. Please sign in again.');

// Unknown accounts are checked against this hash so both paths cost one argon2 verification.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-unknown-accounts'));

const tooMany = (now: Date, oldestAt: Date | null) => {
  const freeAt = (oldestAt?.getTime() ?? now.getTime()) + SIGN_IN_WINDOW_MS;
  const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  return new AppError(
    'auth.rate_limited',
    `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfterSeconds },
  );
};

/** The pause before checking a password, growing with the account's failures from anywhere. */
export function signInDelayMs(accountFailures: number): number {
  if (accountFailures < MAX_FAILURES_PER_ACCOUNT) return 0;
  const doublings = accountFailures - MAX_FAILURES_PER_ACCOUNT;
  return Math.min(MAX_SIGN_IN_DELAY_MS, FIRST_SIGN_IN_DELAY_MS * 2 ** doublings);
}

/** Signing in, rotating the refresh token, signing out: the sign-ins of the auth feature. */
export function createSessionsService(context: AppContext) {
  const { db } = context.database;

  /**
   * OWASP ASVS 5.0 (V6 authentication, anti-automation): an address that failed too often is
   * refused outright, for that account (10) and for every account (50). Failures from elsewhere
   * do not lock the account — that would let anyone lock its owner out — they slow it down
   * instead: a growing pause before the password is checked, so guessing from many addresses
   * gets slow while the owner, typing the right password, still gets in.
   *
   * The attempt is counted as a failure before its password is checked and taken back when it is
   * refused or succeeds: guesses sent side by side each see the others, so no more than the limit
   * of them ever reach the password check (counting after the check let every guess of a burst
   * through, whichever process answered it).
   */
  async function throttle(account: string, ip: string, now: Date): Promise<void> {
    const { attempts } = context;
    const fromAddress = await attempts.count('ip', ip, now, SIGN_IN_WINDOW_MS);
    if (fromAddress.count > MAX_FAILURES_PER_ADDRESS) throw tooMany(now, fromAddress.oldestAt);
    const pair = await attempts.countPair(account, ip, now, SIGN_IN_WINDOW_MS);
    if (pair.count > MAX_FAILURES_PER_ACCOUNT) throw tooMany(now, pair.oldestAt);
    const anywhere = await attempts.count('account', account, now, SIGN_IN_WINDOW_MS);
    const delay = signInDelayMs(anywhere.count - 1);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  async function signIn(input: LoginRequest, ip: string): Promise<TokenPair> {
    const account = input.username.trim().toLowerCase();
    const { attempts } = context;
    const attempt = await attempts.record(account, ip, context.clock.now());
    try {
      await throttle(account, ip, context.clock.now());
    } catch (refusal) {
      await attempts.forget(account, ip, attempt);
      throw refusal;
    }
    const user = await findUserByEmail(db, account);
    const passwordMatches = await verifyPassword(
      user?.password_hash ?? (await decoy()),
      input.password,
    );
    const now = context.clock.now();
    if (!user || !passwordMatches || user.disabled) {
      // The failure is the attempt counted before the check.
      await writeAuditEvent(db, now.toISOString(), {
        actorUserId: user?.id ?? null,
        action: 'auth.sign-in-failed',
        entityType: 'user',
        entityId: user?.id ?? null,
        ipAddress: ip,
        details: {
          reason: !user ? 'unknown-account' : user.disabled ? 'disabled' : 'wrong-password',
        },
      });
      throw invalidCredentials();
    }
    await attempts.forget(account, ip, attempt);
    await attempts.clearAccount(account);
    return db.transaction().execute(async (trx) => {
      const tokens = await issueTokenPair(context, trx, user, newId());
      await writeAuditEvent(trx, now.toISOString(), {
        actorUserId: user.id,
        action: 'auth.signed-in',
        entityType: 'user',
        entityId: user.id,
        companyId: user.company_id,
        ipAddress: ip,
      });
      return tokens;
    });
  }

  /** Rotates a refresh token; presenting an already-rotated one revokes its whole family. */
  async function refreshSession(refreshToken: string | null, ip: string): Promise<TokenPair> {
    if (!refreshToken) throw invalidRefresh();
    const now = context.clock.now();
    const nowIso = now.toISOString();
    const row = await findRefreshToken(db, hashToken(refreshToken));
    if (!row || row.revoked_at) throw invalidRefresh();
    const reuse = async () => {
      await revokeFamily(db, row.family_id, nowIso);
      await writeAuditEvent(db, nowIso, {
        actorUserId: row.user_id,
        action: 'auth.refresh-token-reused',
        entityType: 'user',
        entityId: row.user_id,
        ipAddress: ip,
        details: { familyId: row.family_id },
      });
      return invalidRefresh();
    };
    if (row.rotated_at) throw await reuse();
    if (row.expires_at <= nowIso) throw invalidRefresh();
    const result = await db.transaction().execute(async (trx) => {
      if (!(await markRotated(trx, row.id, nowIso))) return null;
      const user = await findUserById(trx, row.user_id);
      if (!user || user.disabled) {
        await revokeFamily(trx, row.family_id, nowIso);
        return 'disabled' as const;
      }
      return issueTokenPair(context, trx, user, row.family_id);
    });
    if (result === null) throw await reuse();
    if (result === 'disabled') throw invalidRefresh();
    return result;
  }

  /** Ends the sign-in the refresh token belongs to. Unknown tokens are ignored. */
  async function signOut(refreshToken: string | null): Promise<void> {
    if (!refreshToken) return;
    const row = await findRefreshToken(db, hashToken(refreshToken));
    if (!row) return;
    const now = context.clock.now().toISOString();
    await revokeFamily(db, row.family_id, now);
    await writeAuditEvent(db, now, {
      actorUserId: row.user_id,
      action: 'auth.signed-out',
      entityType: 'user',
      entityId: row.user_id,
    });
  }

  return { signIn, refreshSession, signOut };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
