import { roles, type Role } from '@paydesk/contracts';
import type { MenuDefinition } from '@web/shared/layout/menu-types';
import { adminMenu } from './admin-menu';
import { contractorMenu } from './contractor-menu';
import { employeeMenu } from './employee-menu';
import { noRoleMenu } from './no-role-menu';
import { ownerMenu } from './owner-menu';

export type MenuArea = 'admin' | 'owner' | 'employee' | 'contractor' | 'none';

export const menus: Record<MenuArea, MenuDefinition> = {
  admin: adminMenu,
  owner: ownerMenu,
  employee: employeeMenu,
  contractor: contractorMenu,
  none: noRoleMenu,
};

/**
 * The menu of a page: the area's own menu when the route names one (/owner, /employee, the
 * admin pages), otherwise the menu of the user's main role (shared pages such as a company's
 * pages, which administrators and owners both open). A user without any role gets the
 * Unauthorized entry only.
 */
export function menuAreaFor(routeArea: MenuArea | null, held: readonly Role[]): MenuArea {
  // Without any role nothing but the Unauthorized entry is offered, whatever the page.
  if (!held.some((role) => (Object.values(roles) as Role[]).includes(role))) return 'none';
  if (routeArea) return routeArea;
  if (held.includes(roles.platformAdmin)) return 'admin';
  if (held.includes(roles.companyOwner)) return 'owner';
  // A contractor sees their own pages only: nothing of payroll, employees or companies.
  if (held.includes(roles.contractor) && !held.includes(roles.employee)) return 'contractor';
  return 'employee';
}
