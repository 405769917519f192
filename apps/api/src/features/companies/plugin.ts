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
import type { CompanyPorts } from './funding-account-check';
import { createCompanyServices, type CompanyServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    companyServices: CompanyServices;
  }
}

/**
 * Companies: sign-up, the record, ownership, the company's employees, onboarding, the dashboard.
 * Built with its ports (features/index.ts), which later features supply.
 */
export const createCompaniesFeature =
  (ports: CompanyPorts): FeaturePlugin =>
  async (app, { context, auth }) => {
    const services = createCompanyServices(context, ports);
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
