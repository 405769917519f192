import { roles } from '@paydesk/contracts';
import type { RouteObject } from 'react-router';
import { loadCompanyPage, loadViewAndConfigPage } from '@web/features/companies';
import { loadPayGroupsPage, loadPayrollSchedulesPage } from '@web/features/pay-groups';
import { RequireAccess } from '../guards/require-access';
import { crumb, pending } from './pending';

/**
 * A company's pages (spec §2.3): administrators and that company's owners (the server answers
 * 404 for any other company). The view-and-config crumb shows the company name and the profile
 * crumb the employee's name: their pages set them with `useBreadcrumbLabel`.
 */
export const companyRoutes: RouteObject = {
  path: '/company/:companyId',
  element: <RequireAccess access={[roles.platformAdmin, roles.companyOwner]} />,
  handle: crumb('breadcrumb.companyView'),
  children: [
    { index: true, lazy: async () => ({ Component: await loadCompanyPage() }) },
    {
      path: 'view-and-config',
      handle: { crumb: { labelKey: 'company', fallbackTitleId: 'breadcrumb.company' } },
      children: [
        { index: true, lazy: async () => ({ Component: await loadViewAndConfigPage() }) },
        {
          path: 'paygroup',
          handle: crumb('breadcrumb.payGroups'),
          lazy: async () => ({ Component: await loadPayGroupsPage() }),
        },
      ],
    },
    {
      path: 'employee-management',
      handle: crumb('breadcrumb.employeeManagement'),
      children: [
        pending('', 'breadcrumb.employeeManagement'),
        pending('profile/:employeeId', 'page.employeeProfile', {
          labelKey: 'employee',
          fallbackTitleId: 'breadcrumb.employee',
        }),
      ],
    },
    pending('add-employee', 'breadcrumb.addEmployee', { titleId: 'breadcrumb.addEmployee' }),
    {
      path: 'payroll-management',
      handle: crumb('breadcrumb.payrollManagement'),
      children: [
        pending('', 'breadcrumb.payrollManagement'),
        pending('create', 'breadcrumb.createPayroll', { titleId: 'breadcrumb.createPayroll' }),
        pending('edit/:payrollId', 'breadcrumb.editPayroll', { titleId: 'breadcrumb.editPayroll' }),
        {
          path: 'schedules',
          handle: crumb('breadcrumb.payrollSchedules'),
          lazy: async () => ({ Component: await loadPayrollSchedulesPage() }),
        },
      ],
    },
  ],
};
