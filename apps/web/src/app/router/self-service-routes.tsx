import { roles } from '@paydesk/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { loadSelfServiceDashboardPage, loadSelfServiceProfilePage } from '@web/features/employees';
import { useAuth } from '@web/features/auth';
import { loadMyBankAccountsPage } from '@web/features/bank-accounts';
import { loadPaycheckCalculatorPage } from '@web/features/paycheck';
import { ErrorScreen } from '@web/features/site';
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

/** The employee's own accounts: the session names their company and employee record. */
/** The employee's own accounts: the session names their company and employee record. */
async function loadMyBankAccountsRoute() {
  const MyBankAccountsPage = await loadMyBankAccountsPage();
  return function MyBankAccountsRoute() {
    const { user } = useAuth();
    return (
      <MyBankAccountsPage
        companyId={user?.companyId ?? null}
        employeeId={user?.employeeId ?? null}
      />
    );
  };
}

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
      lazy: async () => ({ Component: await loadSelfServiceDashboardPage() }),
    },
    pending('pay-stubs', 'menu.payStubs', { titleId: 'menu.payStubs' }),
    {
      path: 'profile',
      handle: crumb('menu.profile'),
      lazy: async () => ({ Component: await loadSelfServiceProfilePage() }),
    },
    {
      path: 'bank-accounts',
      handle: crumb('menu.bankAccounts'),
      lazy: async () => ({ Component: await loadMyBankAccountsRoute() }),
    },
    { path: '*', element: <ErrorScreen code="404" /> },
  ],
};
