import { onboardingStateSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';
import { companyIdParams } from './company-params';

export const getOnboarding = defineOperation<CompanyServices>()({
  method: 'GET',
  url: '/api/companies/:id/onboarding',
  policy: companyPolicies.manage,
  schema: {
    summary: 'The onboarding draft and checklist',
    params: companyIdParams,
    response: { 200: onboardingStateSchema },
  },
  handle: ({ params }, companies) => companies.getOnboarding(params.id),
});
