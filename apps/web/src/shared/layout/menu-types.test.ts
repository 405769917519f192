import { describe, expect, it } from 'vitest';
import { containsItem, findActiveItemId, resolveMenu, type MenuItem } from './menu-types';

const items: MenuItem[] = [
  { id: 'dashboard', titleId: 'menu.dashboard', url: '/owner/dashboard' },
  { id: 'company', titleId: 'menu.myCompany', url: '/company/{companyId}' },
  {
    id: 'payroll',
    titleId: 'menu.payroll',
    children: [
      { id: 'list', titleId: 'menu.payroll.list', url: '/company/{companyId}/payroll-management' },
      {
        id: 'create',
        titleId: 'menu.payroll.create',
        url: '/company/{companyId}/payroll-management/create',
      },
    ],
  },
];

describe('menus as data', () => {
  it('fills the user’s ids into the urls', () => {
    const menu = resolveMenu(items, { companyId: 'c 1', employeeId: null });
    expect(menu[1]?.url).toBe('/company/c%201');
    expect(menu[2]?.children?.[1]?.url).toBe('/company/c%201/payroll-management/create');
  });

  it('leaves out entries that need an id the user does not have, and emptied groups', () => {
    const menu = resolveMenu(items, { companyId: null, employeeId: null });
    expect(menu.map((item) => item.id)).toEqual(['dashboard']);
  });

  it('highlights the most specific entry for the current path', () => {
    const menu = resolveMenu(items, { companyId: 'c1', employeeId: null });
    expect(findActiveItemId(menu, '/company/c1')).toBe('company');
    expect(findActiveItemId(menu, '/company/c1/payroll-management/create')).toBe('create');
    expect(findActiveItemId(menu, '/company/c1/payroll-management/edit/p9')).toBe('list');
    expect(findActiveItemId(menu, '/company/c10')).toBeNull();
    expect(containsItem(menu[2]!, 'create')).toBe(true);
    expect(containsItem(menu[2]!, 'company')).toBe(false);
  });
});

describe('a page whose address sits outside its menu entry', () => {
  const owner: MenuItem[] = [
    { id: 'company', titleId: 'menu.myCompany', url: '/company/{companyId}' },
    {
      id: 'employees',
      titleId: 'menu.employees',
      url: '/company/{companyId}/employee-management',
      alsoActiveOn: ['/company/{companyId}/add-employee'],
    },
  ];

  it('highlights the entry it belongs to, not the one its address starts with', () => {
    const menu = resolveMenu(owner, { companyId: 'c1', employeeId: null });
    expect(menu[1]?.alsoActiveOn).toEqual(['/company/c1/add-employee']);
    expect(findActiveItemId(menu, '/company/c1/add-employee')).toBe('employees');
    expect(findActiveItemId(menu, '/company/c1/employee-management/profile/e1')).toBe('employees');
    expect(findActiveItemId(menu, '/company/c1/view-and-config')).toBe('company');
  });
});
