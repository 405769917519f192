import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { completeOnboarding } from './operations/complete-onboarding';
import { createCompany } from './operations/create-company';
import { getAdminDashboard } from './operations/get-admin-dashboard';
import { getCompany } from './operations/get-company';
import { getOnboarding } from './operations/get-onboarding';
import { grantOwnership } from './operations/grant-ownership';
import { listCompanies } from './operations/list-companies';
import { listCompanyEmployees } from './operations/list-company-employees';
import { patchCompany } from './operations/patch-company';
import { revokeOwnership } from './operations/revoke-ownership';
import { saveOnboardingDraft } from './operations/save-onboarding-draft';
import { signUp } from './operations/sign-up';
import type { CompanyServices } from './services';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the library's own declaration
  interface FastifyInstance {
    companyServices: CompanyServices;
  }
}

/**
 * Companies: sign-up, the record, ownership, the company's employees, onboarding, the dashboard.
 * Its services carry the ports later features supply (features/services.ts).
 */
export const createCompaniesFeature =
  (services: CompanyServices): FeaturePlugin =>
  async (app, { auth }) => {
    app.decorate('companyServices', services);
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['companies'] }, [
      signUp,
      getAdminDashboard,
      listCompanies,
      createCompany,
      getCompany,
      patchCompany,
      grantOwnership,
      revokeOwnership,
      listCompanyEmployees,
      getOnboarding,
      saveOnboardingDraft,
      completeOnboarding,
    ]);
  };
