import { onboardingStateSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';
import { companyIdParams } from './company-params';

export const completeOnboarding = defineOperation<CompanyServices>()({
  method: 'POST',
  url: '/api/companies/:id/onboarding/complete',
  policy: companyPolicies.manage,
  schema: {
    summary: 'Validate and apply the onboarding draft',
    params: companyIdParams,
    response: { 200: onboardingStateSchema },
  },
  handle: ({ access, params }, companies) => companies.completeOnboarding(access, params.id),
});
