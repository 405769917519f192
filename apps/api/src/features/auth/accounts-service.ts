import type { Role, TokenPair } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { newId } from '@paydesk/api/platform/ids';
import { hashPassword } from '@paydesk/api/platform/security/passwords';
import {
  findUserByEmail,
  findUserById,
  grantRole,
  insertUser,
  isSessionOpen,
  linkUserToContractor,
  linkUserToEmployee,
  revokeRole,
  updatePasswordHash,
} from './repository';
import { revokeUserSessions } from './session-revocation-repository';
import { issueTokenPair } from './token-issuer';

export type NewAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
};

/**
 * What other features may ask of sign-in accounts: create one, link it to an employee, change
 * its roles, end its sessions, sign it in. Functions take the caller's database handle so they
 * join the caller's transaction; the users, roles and token tables are written nowhere else.
 */
export const accountsService = {
  isEmailRegistered: async (db: Db, email: string): Promise<boolean> =>
    (await findUserByEmail(db, email)) !== undefined,

  /** Hashing is slow on purpose: call it before opening a transaction. */
  hashPassword,

  create: async (
    db: Db,
    account: Omit<NewAccount, 'password'> & { passwordHash: string },
    now: string,
  ): Promise<string> => {
    const id = newId();
    await insertUser(
      db,
      {
        id,
        email: account.email,
        password_hash: account.passwordHash,
        first_name: account.firstName,
        last_name: account.lastName,
        employee_id: null,
        company_id: null,
        now,
      },
      account.roles,
    );
    return id;
  },

  linkToEmployee: linkUserToEmployee,
  linkToContractor: linkUserToContractor,
  /** Sets a password already hashed (an invited employee choosing theirs). */
  setPasswordHash: updatePasswordHash,
  /** Whether the sign-in an access token names is still open (not logged out or revoked). */
  isSessionOpen,
  grantRole,
  revokeRole,
  revokeSessions: revokeUserSessions,

  /** Opens a new sign-in for the user: an access token and a refresh token. */
  signInAs: async (context: AppContext, db: Db, userId: string): Promise<TokenPair> => {
    const user = await findUserById(db, userId);
    if (!user) throw new Error('The new user could not be read back');
    return issueTokenPair(context, db, user, newId());
  },
};
