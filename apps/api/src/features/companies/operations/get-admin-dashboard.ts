import { adminDashboardSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';

export const getAdminDashboard = defineOperation<CompanyServices>()({
  method: 'GET',
  url: '/api/dashboard',
  policy: companyPolicies.dashboard,
  schema: {
    summary: 'The platform administrator’s dashboard',
    response: { 200: adminDashboardSchema },
  },
  handle: (_input, companies) => companies.readDashboard(),
});
