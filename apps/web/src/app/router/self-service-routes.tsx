import { roles } from '@paydesk/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { loadPaycheckCalculatorPage } from '@web/features/paycheck';
import { ErrorScreen } from '@web/features/site';
import { loadEmployeeDashboard } from '../dashboards';
import { RequireAccess } from '../guards/require-access';
import { loadOwnerDashboardRoute } from './companies-mount';
import { crumb, pending } from './pending';

/** /owner (spec §2.4): company owners; the index redirects to the dashboard. */
export const ownerRoutes: RouteObject = {
  path: '/owner',
  element: <RequireAccess access={[roles.companyOwner]} />,
  handle: { menu: 'owner' },
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    {
      path: 'dashboard',
      handle: crumb('breadcrumb.dashboard'),
      lazy: async () => ({ Component: await loadOwnerDashboardRoute() }),
    },
    {
      path: 'paycheck-calculator',
      handle: crumb('menu.paycheckCalculator'),
      lazy: async () => ({
        Component: await loadPaycheckCalculatorPage(),
      }),
    },
    { path: '*', element: <ErrorScreen code="404" /> },
  ],
};

/** /employee (spec §2.4): employees' self-service; the index redirects to the dashboard. */
export const employeeRoutes: RouteObject = {
  path: '/employee',
  element: <RequireAccess access={[roles.employee]} />,
  handle: { menu: 'employee' },
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    {
      path: 'dashboard',
      handle: crumb('breadcrumb.dashboard'),
      lazy: async () => ({ Component: await loadEmployeeDashboard() }),
    },
    pending('pay-stubs', 'menu.payStubs', { titleId: 'menu.payStubs' }),
    pending('profile', 'menu.profile', { titleId: 'menu.profile' }),
    { path: '*', element: <ErrorScreen code="404" /> },
  ],
};
