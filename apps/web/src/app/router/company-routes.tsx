import { roles } from '@paydesk/contracts';
import type { RouteObject } from 'react-router';
import { CompanyPage, ViewAndConfigPage } from '@web/features/companies';
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
    { index: true, element: <CompanyPage /> },
    {
      path: 'view-and-config',
      handle: { crumb: { labelKey: 'company', fallbackTitleId: 'breadcrumb.company' } },
      children: [
        { index: true, element: <ViewAndConfigPage /> },
        pending('paygroup', 'breadcrumb.payGroups', { titleId: 'breadcrumb.payGroups' }),
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
        pending('schedules', 'breadcrumb.payrollSchedules', {
          titleId: 'breadcrumb.payrollSchedules',
        }),
      ],
    },
  ],
};
