import type { SignUpRequest } from '@paydesk/contracts';
import type { Db } from '../../db/database';

/** The rows sign-up writes besides the user: company, owner employee, ownership, user links. */
export async function insertOwnerCompany(
  db: Db,
  args: {
    input: SignUpRequest;
    userId: string;
    companyId: string;
    employeeId: string;
    now: string;
  },
): Promise<void> {
  const { input, userId, companyId, employeeId, now } = args;
  await db
    .insertInto('companies')
    .values({
      id: companyId,
      name: input.companyName,
      status: 'onboarding',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('employees')
    .values({
      id: employeeId,
      company_id: companyId,
      user_id: userId,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone_number: input.phoneNumber,
      status: 'active',
      job_title: 'Owner',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('company_owners')
    .values({
      company_id: companyId,
      employee_id: employeeId,
      ownership_basis_points: 10_000,
      created_at: now,
    })
    .execute();
  await db
    .updateTable('users')
    .set({ employee_id: employeeId, company_id: companyId })
    .where('id', '=', userId)
    .execute();
}
