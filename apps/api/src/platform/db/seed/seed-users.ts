import type { Role } from '@paydesk/contracts';
import { roles } from '@paydesk/contracts';
import { newId } from '@paydesk/api/platform/ids';
import { demoSignIns } from './demo-people';
import type { SeedContext } from './seed-context';

/** A sign-in with its roles; answers its id. */
export async function insertUser(
  ctx: SeedContext,
  email: string,
  firstName: string,
  lastName: string,
  userRoles: Role[],
): Promise<string> {
  const id = newId();
  await ctx.db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: ctx.passwordHash,
      first_name: firstName,
      last_name: lastName,
      employee_id: null,
      company_id: null,
      disabled: 0,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .execute();
  for (const role of userRoles) {
    await ctx.db.insertInto('user_roles').values({ user_id: id, role }).execute();
  }
  return id;
}

/** Names the employee record a sign-in belongs to. */
export async function linkUser(
  ctx: SeedContext,
  userId: string,
  employeeId: string,
  companyId: string,
) {
  await ctx.db
    .updateTable('users')
    .set({ employee_id: employeeId, company_id: companyId })
    .where('id', '=', userId)
    .execute();
}

/** A demo sign-in's roles; anyone else of the demo owns a company and is its employee. */
export const rolesOf = (email: string): Role[] =>
  demoSignIns.find((person) => person.email === email)?.roles ?? [
    roles.companyOwner,
    roles.employee,
  ];
