import { roles } from '@paydesk/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { loadSelfServiceDashboardPage, loadSelfServiceProfilePage } from '@web/features/employees';
import { useAuth } from '@web/features/auth';
import {
  loadContractorDashboardPage,
  loadMyContractorProfilePage,
} from '@web/features/contractors';
import { loadMyBankAccountsPage } from '@web/features/bank-accounts';
import { loadDeductionTabs } from '@web/features/deductions';
import {
  loadLatestPayStubCard,
  loadMyPayStubPage,
  loadMyPayStubsPage,
} from '@web/features/pay-stubs';
import { loadPaycheckCalculatorPage } from '@web/features/paycheck';
import { ErrorScreen } from '@web/features/site';
import { loadMyTimeOffPage, loadTimeOffCard } from '@web/features/time-off';
import { loadTaxDocumentsCard } from '@web/features/year-end';
import { RequireAccess } from '../guards/require-access';
import { loadOwnerDashboardRoute } from './companies-mount';
import { crumb } from './pending';
import { catalogues } from './route-catalogues';

/** /owner (spec §2.4): company owners; the index redirects to the dashboard. */
export const ownerRoutes: RouteObject = {
  path: '/owner',
  element: <RequireAccess access={[roles.companyOwner]} />,
  handle: { menu: 'owner' },
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    {
      path: 'dashboard',
      handle: {
        ...crumb('breadcrumb.dashboard'),
        ...catalogues('companies', 'employees', 'employeesDashboard', 'payroll', 'taxFilings'),
      },
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

/** The employee's dashboard: latest pay stub, time off and tax documents (features above employees). */
async function loadEmployeeDashboardRoute() {
  const [SelfServiceDashboardPage, LatestPayStubCard, TimeOffCard, TaxDocumentsCard] =
    await Promise.all([
      loadSelfServiceDashboardPage(),
      loadLatestPayStubCard(),
      loadTimeOffCard(),
      loadTaxDocumentsCard(),
    ]);
  return function EmployeeDashboardRoute() {
    const { user } = useAuth();
    const companyId = user?.companyId;
    const employeeId = user?.employeeId;
    return (
      <SelfServiceDashboardPage
        latestPayStub={
          companyId && employeeId ? (
            <LatestPayStubCard companyId={companyId} employeeId={employeeId} />
          ) : undefined
        }
        timeOff={
          companyId && employeeId ? (
            <TimeOffCard companyId={companyId} employeeId={employeeId} />
          ) : undefined
        }
        taxDocuments={
          companyId && employeeId ? (
            <TaxDocumentsCard companyId={companyId} employeeId={employeeId} />
          ) : undefined
        }
      />
    );
  };
}

/** The employee's own time off: the session names their company and employee record. */
async function loadMyTimeOffRoute() {
  const MyTimeOffPage = await loadMyTimeOffPage();
  return function MyTimeOffRoute() {
    const { user } = useAuth();
    return (
      <MyTimeOffPage companyId={user?.companyId ?? null} employeeId={user?.employeeId ?? null} />
    );
  };
}

/** The employee's own pay stubs: the session names their company and employee record. */
async function loadMyPayStubsRoute() {
  const MyPayStubsPage = await loadMyPayStubsPage();
  return function MyPayStubsRoute() {
    const { user } = useAuth();
    return (
      <MyPayStubsPage
        companyId={user?.companyId ?? null}
        employeeId={user?.employeeId ?? null}
        employeeName={`${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim()}
      />
    );
  };
}

/** One of the employee's own stubs (the address names the stub, the session the employee). */
async function loadMyPayStubRoute() {
  const MyPayStubPage = await loadMyPayStubPage();
  return function MyPayStubRoute() {
    const { user } = useAuth();
    return (
      <MyPayStubPage companyId={user?.companyId ?? null} employeeId={user?.employeeId ?? null} />
    );
  };
}

/** The employee's own profile, with their recurring deductions to read (a feature above). */
async function loadSelfServiceProfileRoute() {
  const [SelfServiceProfilePage, { OwnDeductionsCard }] = await Promise.all([
    loadSelfServiceProfilePage(),
    loadDeductionTabs(),
  ]);
  return function SelfServiceProfileRoute() {
    return <SelfServiceProfilePage deductions={OwnDeductionsCard} />;
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
      handle: {
        ...crumb('breadcrumb.dashboard'),
        ...catalogues(
          'employeesDashboard',
          'payStubsDashboard',
          'timeOffDashboard',
          'yearEndDashboard',
        ),
      },
      lazy: async () => ({ Component: await loadEmployeeDashboardRoute() }),
    },
    {
      path: 'pay-stubs',
      handle: crumb('menu.payStubs'),
      children: [
        { index: true, lazy: async () => ({ Component: await loadMyPayStubsRoute() }) },
        {
          path: ':stubId',
          handle: { crumb: { labelKey: 'payStub', fallbackTitleId: 'payStubs.crumb.stub' } },
          lazy: async () => ({ Component: await loadMyPayStubRoute() }),
        },
      ],
    },
    {
      path: 'time-off',
      handle: crumb('menu.timeOff'),
      lazy: async () => ({ Component: await loadMyTimeOffRoute() }),
    },
    {
      path: 'profile',
      handle: crumb('menu.profile'),
      lazy: async () => ({ Component: await loadSelfServiceProfileRoute() }),
    },
    {
      path: 'bank-accounts',
      handle: crumb('menu.bankAccounts'),
      lazy: async () => ({ Component: await loadMyBankAccountsRoute() }),
    },
    { path: '*', element: <ErrorScreen code="404" /> },
  ],
};

/**
 * /contractor: a contractor's self-service (role `myself:contractor-info`): their payments and
 * 1099-NEC forms, their W-9 data and bank account; the index redirects to the dashboard.
 */
export const contractorRoutes: RouteObject = {
  path: '/contractor',
  element: <RequireAccess access={[roles.contractor]} />,
  handle: { menu: 'contractor' },
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    {
      path: 'dashboard',
      handle: { ...crumb('breadcrumb.dashboard'), ...catalogues('contractors') },
      lazy: async () => ({ Component: await loadContractorDashboardPage() }),
    },
    {
      path: 'profile',
      handle: { ...crumb('menu.contractorProfile'), ...catalogues('contractors') },
      lazy: async () => ({ Component: await loadMyContractorProfilePage() }),
    },
    { path: '*', element: <ErrorScreen code="404" /> },
  ],
};
