import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { getEfw2File } from './operations/get-efw2-file';
import { getW2CopiesDFile, getW3File } from './operations/get-employer-forms';
import {
  getEmployeeW2,
  getEmployeeW2File,
  listEmployeeTaxDocuments,
} from './operations/get-employee-w2';
import { listCompanyW2s } from './operations/list-company-w2s';
import { publishW2s } from './operations/publish-w2s';
import { requestCopiesDJob } from './operations/request-copies-d-job';
import { getStateTaxIds, putStateTaxIds } from './operations/state-tax-ids';
import type { YearEndServices } from './services';

/**
 * W-2s, the W-3 and the SSA's EFW2 file, under `/api/companies/:id/w2` and `/api/employees/:id/w2`,
 * and the employer's state ID numbers of box 15 (`/api/companies/:id/state-tax-ids`).
 */
export const yearEndFeature =
  (services: YearEndServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['year-end'] }, [
      listCompanyW2s,
      getEfw2File,
      getW2CopiesDFile,
      requestCopiesDJob,
      getW3File,
      getEmployeeW2,
      getEmployeeW2File,
      publishW2s,
      listEmployeeTaxDocuments,
      getStateTaxIds,
      putStateTaxIds,
    ]);
  };
