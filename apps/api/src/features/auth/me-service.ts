import type { Me } from '@paydesk/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../shared/access-tokens';
import { findRoles, findUserById } from './repository';

export async function readMe(context: AppContext, caller: Caller): Promise<Me> {
  const { db } = context.database;
  const user = await findUserById(db, caller.userId);
  if (!user || user.disabled) throw new AppError('unauthenticated', 'Sign in to continue.');
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
