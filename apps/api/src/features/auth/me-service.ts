import type { Me } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { findRoles, findUserById } from './repository';

/** Who the signed-in caller is, as the SPA shows it. */
export function createMeService(context: AppContext) {
  const { db } = context.database;

  return {
    async readMe(access: Access): Promise<Me> {
      const user = await findUserById(db, access.caller.userId);
      if (!user || user.disabled) {
        throw new AppError('auth.unauthenticated', 'Sign in to continue.');
      }
      return {
        id: user.id,
        employeeId: user.employee_id,
        contractorId: user.contractor_id,
        companyId: user.company_id,
        roles: await findRoles(db, user.id),
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.email,
      };
    },
  };
}
