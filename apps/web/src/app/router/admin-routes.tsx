import { roles } from '@paydesk/contracts';
import type { RouteObject } from 'react-router';
import { loadAchFilesPage, loadCreateAchFilePage } from '@web/features/ach-files';
import { loadAdminDashboardPage, loadCompanyListPage } from '@web/features/companies';
import { loadPaycheckCalculatorPage } from '@web/features/paycheck';
import { loadAwaitingPaymentStat } from '@web/features/payroll';
import { loadContactMessagesPage } from '@web/features/site';
import { loadOverdueDepositsStat } from '@web/features/tax-filings';
import { RequireAccess } from '../guards/require-access';
import { crumb } from './pending';
import { catalogues } from './route-catalogues';

/**
 * The administrator's dashboard with the payroll feature's count of payrolls awaiting payment and
 * the tax-filings feature's count of companies with an overdue deposit.
 */
async function loadAdminDashboardRoute() {
  const [AdminDashboardPage, AwaitingPaymentStat, OverdueDepositsStat] = await Promise.all([
    loadAdminDashboardPage(),
    loadAwaitingPaymentStat(),
    loadOverdueDepositsStat(),
  ]);
  return function AdminDashboardRoute() {
    return (
      <AdminDashboardPage payrollStat={<AwaitingPaymentStat />} taxStat={<OverdueDepositsStat />} />
    );
  };
}

/** The main layout's pages (spec §2.3): platform administrators only. */
export const adminRoutes: RouteObject = {
  element: <RequireAccess access={[roles.platformAdmin]} />,
  handle: { menu: 'admin' },
  children: [
    {
      path: '/dashboard',
      handle: {
        ...crumb('breadcrumb.dashboard'),
        ...catalogues('companies', 'payroll', 'taxFilings'),
      },
      lazy: async () => ({ Component: await loadAdminDashboardRoute() }),
    },
    {
      path: '/companies',
      handle: crumb('menu.companies.all'),
      // Pages with the data grid or the date pickers load on first visit, not with the sign-in page.
      lazy: async () => ({
        Component: await loadCompanyListPage(),
      }),
    },
    {
      path: '/ach-file-management',
      handle: crumb('menu.ach.files'),
      children: [
        { index: true, lazy: async () => ({ Component: await loadAchFilesPage() }) },
        {
          path: 'create',
          handle: crumb('menu.ach.create'),
          lazy: async () => ({ Component: await loadCreateAchFilePage() }),
        },
      ],
    },
    {
      path: '/paycheck-calculator',
      handle: crumb('menu.paycheckCalculator'),
      lazy: async () => ({
        Component: await loadPaycheckCalculatorPage(),
      }),
    },
    {
      path: '/contact-messages',
      handle: crumb('menu.contactMessages'),
      lazy: async () => ({
        Component: await loadContactMessagesPage(),
      }),
    },
  ],
};
