import { roles, type Role } from '@paydesk/contracts';

const roleLabelIds: Record<Role, string> = {
  [roles.platformAdmin]: 'auth.role.platformAdmin',
  [roles.companyOwner]: 'auth.role.companyOwner',
  [roles.employee]: 'auth.role.employee',
  [roles.contractor]: 'auth.role.contractor',
};

export const NO_ROLE_LABEL_ID = 'auth.role.none';

/** The catalogue id of a role's label. */
export function roleLabelId(role: Role): string {
  return roleLabelIds[role];
}

// Same order as the root redirect (§2.2): the role that decides where a user lands names them.
const precedence: Role[] = [
  roles.platformAdmin,
  roles.companyOwner,
  roles.employee,
  roles.contractor,
];

/** The role shown for a user who may hold several; null for a user with none. */
export function primaryRole(held: readonly Role[]): Role | null {
  return precedence.find((role) => held.includes(role)) ?? null;
}
