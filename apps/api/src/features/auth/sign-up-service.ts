import { roles, type SignUpRequest, type TokenPair } from '@paydesk/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { writeAuditEvent } from '../../shared/audit';
import { newId } from '../../shared/ids';
import { assertAcceptablePassword } from '../../shared/password-policy';
import { hashPassword } from '../../shared/passwords';
import { findUserByEmail, findUserById, insertUser } from './repository';
import { insertOwnerCompany } from './sign-up-repository';
import { issueTokenPair } from './token-issuer';

const emailTaken = () =>
  new AppError(
    'conflict',
    'An account with this email already exists. Sign in or reset your password.',
    {
      errors: [{ path: 'email', message: 'is already registered' }],
    },
  );

/** Creates the company (onboarding), its owner as its first employee, and the owner's user. */
export async function signUp(
  context: AppContext,
  input: SignUpRequest,
  ip: string,
): Promise<TokenPair> {
  assertAcceptablePassword(input.password, 'password');
  const { db } = context.database;
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const now = context.clock.now().toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const userId = newId();
      const companyId = newId();
      const employeeId = newId();
      await insertUser(
        trx,
        {
          id: userId,
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
          employee_id: null,
          company_id: null,
          now,
        },
        [roles.companyOwner, roles.employee],
      );
      await insertOwnerCompany(trx, { input, userId, companyId, employeeId, now });
      await writeAuditEvent(trx, now, {
        actorUserId: userId,
        action: 'company.created',
        entityType: 'company',
        entityId: companyId,
        companyId,
        ipAddress: ip,
        details: { via: 'sign-up' },
      });
      const user = await findUserById(trx, userId);
      if (!user) throw new Error('The new user could not be read back');
      return issueTokenPair(context, trx, user, newId());
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser gets the 409.
    if (await findUserByEmail(db, input.email)) throw emailTaken();
    throw error;
  }
}
