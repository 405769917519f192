import { roles } from '@paydesk/contracts';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { useAuth } from '@web/features/auth';
import { loadOnboardingWizardPage, loadOwnerDashboardPage } from '@web/features/companies';
import { loadOwnerPayrollSlot } from '@web/features/payroll';
import { loadNextDepositCard } from '@web/features/tax-filings';
import { RequireAccess } from '../guards/require-access';
import { crumb } from './pending';

// Features do not import each other, so the session details the companies pages need (the
// owner's company, whether the user is an administrator) are read here and passed down. The
// pages themselves arrive with their route's chunk, so these take the loaded component.

type OwnerDashboardProps = {
  companyId: string | null;
  userName: string;
  payroll?: ReactNode;
  taxes?: ReactNode;
};
type OnboardingWizardProps = { ownCompanyId: string | null; canChooseCompany: boolean };
type PayrollSlotProps = { companyId: string };

function ownerDashboardRoute(
  Page: ComponentType<OwnerDashboardProps>,
  PayrollSlot: ComponentType<PayrollSlotProps>,
  TaxSlot: ComponentType<PayrollSlotProps>,
) {
  return function OwnerDashboardRoute() {
    const { user } = useAuth();
    const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
    return (
      <Page
        companyId={user?.companyId ?? null}
        userName={name || user?.email || ''}
        payroll={user?.companyId ? <PayrollSlot companyId={user.companyId} /> : undefined}
        taxes={user?.companyId ? <TaxSlot companyId={user.companyId} /> : undefined}
      />
    );
  };
}

function onboardingWizardRouteOf(Page: ComponentType<OnboardingWizardProps>) {
  return function OnboardingWizardRoute() {
    const { user } = useAuth();
    return (
      <Page
        ownCompanyId={user?.companyId ?? null}
        canChooseCompany={user?.roles.includes(roles.platformAdmin) ?? false}
      />
    );
  };
}

/** The owner's dashboard page, with the signed-in owner's company and name. */
export const loadOwnerDashboardRoute = async () => {
  const [Page, PayrollSlot, TaxSlot] = await Promise.all([
    loadOwnerDashboardPage(),
    loadOwnerPayrollSlot(),
    loadNextDepositCard(),
  ]);
  return ownerDashboardRoute(Page, PayrollSlot, TaxSlot);
};

/**
 * /employer-onboarding-wizard (spec §2.3): owners right after sign-up (their own company) and
 * administrators (a company they choose, `?companyId=`). The server checks the company anyway.
 */
export const onboardingWizardRoute: RouteObject = {
  element: <RequireAccess access={[roles.platformAdmin, roles.companyOwner]} />,
  children: [
    {
      path: '/employer-onboarding-wizard',
      handle: crumb('companies.wizard.title'),
      lazy: async () => ({
        Component: onboardingWizardRouteOf(await loadOnboardingWizardPage()),
      }),
    },
  ],
};
