import { roles } from '@paydesk/contracts';
import type { RouteObject } from 'react-router';
import { ContactMessagesPage } from '../../features/site';
import { AdminDashboardPage, CompanyListPage } from '../../features/companies';
import { PaycheckCalculatorPage } from '../../features/paycheck';
import { RequireAccess } from '../guards/require-access';
import { crumb, pending } from './pending';

/** The main layout's pages (spec §2.3): platform administrators only. */
export const adminRoutes: RouteObject = {
  element: <RequireAccess access={[roles.platformAdmin]} />,
  handle: { menu: 'admin' },
  children: [
    {
      path: '/dashboard',
      handle: crumb('breadcrumb.dashboard'),
      element: <AdminDashboardPage />,
    },
    { path: '/companies', handle: crumb('menu.companies.all'), element: <CompanyListPage /> },
    {
      path: '/ach-file-management',
      handle: crumb('menu.ach.files'),
      children: [
        pending('', 'menu.ach.files'),
        pending('create', 'menu.ach.create', { titleId: 'menu.ach.create' }),
      ],
    },
    {
      path: '/paycheck-calculator',
      handle: crumb('menu.paycheckCalculator'),
      element: <PaycheckCalculatorPage />,
    },
    {
      path: '/contact-messages',
      handle: crumb('menu.contactMessages'),
      element: <ContactMessagesPage />,
    },
  ],
};
