import type { TokenPair } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { signAccessToken } from '@paydesk/api/platform/security/access-tokens';
import { hashToken, randomToken } from '@paydesk/api/platform/crypto';
import { newId } from '@paydesk/api/platform/ids';
import { findRoles, insertRefreshToken, type UserRow } from './repository';

/** Issues an access token and a new refresh token in the given sign-in family. */
export async function issueTokenPair(
  context: AppContext,
  db: Db,
  user: UserRow,
  familyId: string,
): Promise<TokenPair> {
  const now = context.clock.now();
  const refreshToken = randomToken();
  await insertRefreshToken(db, {
    id: newId(),
    userId: user.id,
    familyId,
    hash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + context.config.refreshTokenTtlMs).toISOString(),
    now: now.toISOString(),
  });
  const accessToken = await signAccessToken(
    context.config.jwtSecret,
    {
      userId: user.id,
      employeeId: user.employee_id,
      contractorId: user.contractor_id,
      companyId: user.company_id,
      roles: await findRoles(db, user.id),
      sessionId: familyId,
    },
    now,
    context.config.accessTokenTtlMs,
  );
  return { accessToken, refreshToken };
}
