import { roles, type Role } from '@paydesk/contracts';
import type { MenuDefinition } from '@web/shared/layout/menu-types';
import { adminMenu } from './admin-menu';
import { employeeMenu } from './employee-menu';
import { ownerMenu } from './owner-menu';

export type MenuArea = 'admin' | 'owner' | 'employee';

export const menus: Record<MenuArea, MenuDefinition> = {
  admin: adminMenu,
  owner: ownerMenu,
  employee: employeeMenu,
};

/**
 * The menu of a page: the area's own menu when the route names one (/owner, /employee, the
 * admin pages), otherwise the menu of the user's main role (shared pages such as a company's
 * pages, which administrators and owners both open).
 */
export function menuAreaFor(routeArea: MenuArea | null, held: readonly Role[]): MenuArea {
  if (routeArea) return routeArea;
  if (held.includes(roles.platformAdmin)) return 'admin';
  if (held.includes(roles.companyOwner)) return 'owner';
  return 'employee';
}
