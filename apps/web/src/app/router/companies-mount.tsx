import { roles } from '@paydesk/contracts';
import type { RouteObject } from 'react-router';
import { useAuth } from '@web/features/auth';
import { OnboardingWizardPage, OwnerDashboardPage } from '@web/features/companies';
import { OwnerPayrollSlot } from '@web/features/payroll';
import { RequireAccess } from '../guards/require-access';
import { crumb } from './pending';

// Features do not import each other, so the session details the companies pages need (the
// owner's company, whether the user is an administrator) are read here and passed down.

export function OwnerDashboardRoute() {
  const { user } = useAuth();
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
  return (
    <OwnerDashboardPage
      companyId={user?.companyId ?? null}
      userName={name || user?.email || ''}
      payroll={user?.companyId ? <OwnerPayrollSlot companyId={user.companyId} /> : undefined}
    />
  );
}

function OnboardingWizardRoute() {
  const { user } = useAuth();
  return (
    <OnboardingWizardPage
      ownCompanyId={user?.companyId ?? null}
      canChooseCompany={user?.roles.includes(roles.platformAdmin) ?? false}
    />
  );
}

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
      element: <OnboardingWizardRoute />,
    },
  ],
};
