import type { Me } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import type { Caller } from '@paydesk/api/platform/security/access-tokens';
import { findRoles, findUserById } from './repository';

export async function readMe(context: AppContext, caller: Caller): Promise<Me> {
  const { db } = context.database;
  const user = await findUserById(db, caller.userId);
  if (!user || user.disabled) throw new AppError('auth.unauthenticated', 'Sign in to continue.');
  return {
    id: user.id,
    employeeId: user.employee_id,
    companyId: user.company_id,
    roles: await findRoles(db, user.id),
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
  };
}
