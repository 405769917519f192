import type {
  CreateCompanyRequest,
  GrantOwnershipRequest,
  OnboardingDraft,
  PatchCompanyRequest,
  SignUpRequest,
} from '@paydesk/contracts';
import type { CompanyEmployeeFilter } from '@paydesk/api/features/employees';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { PageRequest } from '@paydesk/api/platform/pagination/keyset-page';
import { createCompany, getCompany, pageCompanies, patchCompany } from './companies-service';
import { pageCompanyEmployees } from './company-employees-service';
import { readAdminDashboard } from './dashboard-service';
import type { CompanyPorts } from './funding-account-check';
import { completeOnboarding, getOnboarding, saveOnboardingDraft } from './onboarding-service';
import { grantOwnership, revokeOwnership } from './ownership-service';
import { signUp } from './sign-up-service';

type CompanyQuery = { search?: string | undefined; status?: string | undefined };

/** The companies feature's services, bound to the platform once at boot. */
export function createCompanyServices(context: AppContext, { fundingAccounts }: CompanyPorts) {
  return {
    signUp: (input: SignUpRequest, ip: string) => signUp(context, input, ip),
    readDashboard: () => readAdminDashboard(context, fundingAccounts),
    page: (access: Access, query: CompanyQuery, request: PageRequest) =>
      pageCompanies(context, access, query, request),
    create: (access: Access, input: CreateCompanyRequest) => createCompany(context, access, input),
    get: (id: string) => getCompany(context, id),
    patch: (access: Access, id: string, input: PatchCompanyRequest) =>
      patchCompany(context, access, id, input),
    grantOwnership: (access: Access, id: string, input: GrantOwnershipRequest) =>
      grantOwnership(context, access, id, input),
    revokeOwnership: (access: Access, id: string, employeeId: string) =>
      revokeOwnership(context, access, id, employeeId),
    pageEmployees: (filter: Omit<CompanyEmployeeFilter, 'today'>, request: PageRequest) =>
      pageCompanyEmployees(
        context,
        { ...filter, today: context.clock.now().toISOString().slice(0, 10) },
        request,
      ),
    getOnboarding: (id: string) => getOnboarding(context, fundingAccounts, id),
    saveOnboardingDraft: (id: string, draft: OnboardingDraft) =>
      saveOnboardingDraft(context, fundingAccounts, id, draft),
    completeOnboarding: (access: Access, id: string) =>
      completeOnboarding(context, fundingAccounts, access, id),
  };
}

export type CompanyServices = ReturnType<typeof createCompanyServices>;
