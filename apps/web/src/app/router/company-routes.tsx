import { roles } from '@paydesk/contracts';
import type { RouteObject } from 'react-router';
import { useAuth } from '@web/features/auth';
import { loadAchFileReference } from '@web/features/ach-files';
import {
  loadCompanyFundingAccountCard,
  loadEmployeeBankAccountsPanel,
} from '@web/features/bank-accounts';
import { loadCompanyPage, loadViewAndConfigPage } from '@web/features/companies';
import {
  loadContractorProfilePage,
  loadContractorsPage,
  loadPayContractorsPage,
} from '@web/features/contractors';
import { loadDeductionTabs } from '@web/features/deductions';
import {
  loadAddEmployeePage,
  loadEmployeeManagementPage,
  loadEmployeeProfilePage,
  type EmployeeProfileSlots,
  type EmployeeTabProps,
} from '@web/features/employees';
import { loadLocalTaxesPage } from '@web/features/local-taxes';
import { loadPayGroupsPage, loadPayrollSchedulesPage } from '@web/features/pay-groups';
import { loadCompanyPayStubPage, loadEmployeePayStubsTab } from '@web/features/pay-stubs';
import {
  loadCreatePayrollPage,
  loadEditPayrollPage,
  loadPayrollManagementPage,
} from '@web/features/payroll';
import { loadTaxFilingsPage } from '@web/features/tax-filings';
import { loadTimeOffPoliciesPage, loadTimeOffRequestsPage } from '@web/features/time-off';
import { loadYearEndPage } from '@web/features/year-end';
import { RequireAccess } from '../guards/require-access';
import { crumb } from './pending';

/**
 * The employee profile with the tabs other features fill: Deductions and Garnishments their
 * recurring deductions and orders; the Bank accounts tab shows the employee's deposit accounts
 * and their split; the Pay stubs tab their stubs, with Void payment for the roles that may void
 * (read here, from the session).
 */
async function loadEmployeeProfileRoute() {
  const [EmployeeProfilePage, EmployeeBankAccountsPanel, EmployeePayStubsTab, deductionTabs] =
    await Promise.all([
      loadEmployeeProfilePage(),
      loadEmployeeBankAccountsPanel(),
      loadEmployeePayStubsTab(),
      loadDeductionTabs(),
    ]);
  function EmployeeBankAccountsTab({ companyId, employee }: EmployeeTabProps) {
    return <EmployeeBankAccountsPanel companyId={companyId} employeeId={employee.id} />;
  }
  function PayStubsTab({ companyId, employee }: EmployeeTabProps) {
    const { user } = useAuth();
    return (
      <EmployeePayStubsTab
        companyId={companyId}
        employee={employee}
        viewerRoles={user?.roles ?? []}
      />
    );
  }
  const slots: EmployeeProfileSlots = {
    deductions: deductionTabs.EmployeeDeductionsTab,
    garnishments: deductionTabs.EmployeeGarnishmentsTab,
    'bank-accounts': EmployeeBankAccountsTab,
    'pay-stubs': PayStubsTab,
  };
  return function EmployeeProfileRoute() {
    return <EmployeeProfilePage slots={slots} />;
  };
}

/** The company's settings page with its funding account card (a feature above companies). */
async function loadViewAndConfigRoute() {
  const [ViewAndConfigPage, CompanyFundingAccountCard] = await Promise.all([
    loadViewAndConfigPage(),
    loadCompanyFundingAccountCard(),
  ]);
  return function ViewAndConfigRoute() {
    return (
      <ViewAndConfigPage
        fundingAccount={(companyId) => <CompanyFundingAccountCard companyId={companyId} />}
      />
    );
  };
}

/** The payroll page, whose payroll view names the ACH file that paid it (a feature above). */
async function loadPayrollManagementRoute() {
  const [PayrollManagementPage, AchFileReference] = await Promise.all([
    loadPayrollManagementPage(),
    loadAchFileReference(),
  ]);
  return function PayrollManagementRoute() {
    return <PayrollManagementPage achFile={(fileId) => <AchFileReference fileId={fileId} />} />;
  };
}

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
        { index: true, lazy: async () => ({ Component: await loadViewAndConfigRoute() }) },
        {
          path: 'paygroup',
          handle: crumb('breadcrumb.payGroups'),
          lazy: async () => ({ Component: await loadPayGroupsPage() }),
        },
        {
          path: 'local-taxes',
          handle: crumb('breadcrumb.localTaxes'),
          lazy: async () => ({ Component: await loadLocalTaxesPage() }),
        },
      ],
    },
    {
      path: 'employee-management',
      handle: crumb('breadcrumb.employeeManagement'),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: await loadEmployeeManagementPage() }),
        },
        {
          path: 'profile/:employeeId',
          handle: { crumb: { labelKey: 'employee', fallbackTitleId: 'breadcrumb.employee' } },
          children: [
            { index: true, lazy: async () => ({ Component: await loadEmployeeProfileRoute() }) },
            {
              // One stub under its employee (the specification names no address for it).
              path: 'pay-stubs/:stubId',
              handle: { crumb: { labelKey: 'payStub', fallbackTitleId: 'payStubs.crumb.stub' } },
              lazy: async () => ({ Component: await loadCompanyPayStubPage() }),
            },
          ],
        },
      ],
    },
    {
      // The specification's address, under the company; the page belongs to Employee Management.
      path: 'add-employee',
      handle: {
        ...crumb('breadcrumb.addEmployee'),
        sectionCrumb: { titleId: 'breadcrumb.employeeManagement', path: 'employee-management' },
      },
      lazy: async () => ({ Component: await loadAddEmployeePage() }),
    },
    {
      // Contractors: the list, "Pay contractors" and each contractor's profile.
      path: 'contractors',
      handle: crumb('breadcrumb.contractors'),
      children: [
        { index: true, lazy: async () => ({ Component: await loadContractorsPage() }) },
        {
          path: 'pay',
          handle: crumb('breadcrumb.payContractors'),
          lazy: async () => ({ Component: await loadPayContractorsPage() }),
        },
        {
          path: ':contractorId',
          handle: { crumb: { labelKey: 'contractor', fallbackTitleId: 'breadcrumb.contractor' } },
          lazy: async () => ({ Component: await loadContractorProfilePage() }),
        },
      ],
    },
    {
      path: 'payroll-management',
      handle: crumb('breadcrumb.payrollManagement'),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: await loadPayrollManagementRoute() }),
        },
        {
          path: 'create',
          handle: crumb('breadcrumb.createPayroll'),
          lazy: async () => ({ Component: await loadCreatePayrollPage() }),
        },
        {
          path: 'edit/:payrollId',
          handle: crumb('breadcrumb.editPayroll'),
          lazy: async () => ({ Component: await loadEditPayrollPage() }),
        },
        {
          path: 'schedules',
          handle: crumb('breadcrumb.payrollSchedules'),
          lazy: async () => ({ Component: await loadPayrollSchedulesPage() }),
        },
      ],
    },
    {
      // Time off: the requests inbox and team calendar; the policies under it.
      path: 'time-off',
      handle: crumb('breadcrumb.timeOff'),
      children: [
        { index: true, lazy: async () => ({ Component: await loadTimeOffRequestsPage() }) },
        {
          path: 'policies',
          handle: crumb('breadcrumb.timeOffPolicies'),
          lazy: async () => ({ Component: await loadTimeOffPoliciesPage() }),
        },
      ],
    },
    {
      // Taxes & filings: the quarter's liabilities now; deposits and returns join under it.
      path: 'taxes',
      handle: crumb('breadcrumb.taxFilings'),
      lazy: async () => ({ Component: await loadTaxFilingsPage() }),
    },
    {
      // Year end: the W-2s, the W-3 against the 941s, the owner's checklist and the SSA file.
      path: 'year-end',
      handle: crumb('breadcrumb.yearEnd'),
      lazy: async () => ({ Component: await loadYearEndPage() }),
    },
  ],
};
