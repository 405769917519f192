import type { AppContext } from '@paydesk/api/platform/app-context';
import { createCompaniesService } from './companies-service';
import { createCompanyEmployeesService } from './company-employees-service';
import { createDashboardService } from './dashboard-service';
import type { CompanyPorts } from './funding-account-check';
import { createOnboardingService } from './onboarding-service';
import { createOwnershipService } from './ownership-service';
import { createSignUpService } from './sign-up-service';

/** The companies feature's services, bound to the platform once at boot. */
export function createCompanyServices(context: AppContext, { fundingAccounts }: CompanyPorts) {
  return {
    ...createSignUpService(context),
    ...createDashboardService(context, fundingAccounts),
    ...createCompaniesService(context),
    ...createOwnershipService(context),
    ...createCompanyEmployeesService(context),
    ...createOnboardingService(context, fundingAccounts),
  };
}

export type CompanyServices = ReturnType<typeof createCompanyServices>;
