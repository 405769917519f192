import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import type { DeductionServices } from './services';
import { createDeduction } from './operations/create-deduction';
import { createGarnishment } from './operations/create-garnishment';
import { endDeduction } from './operations/end-deduction';
import { endGarnishment } from './operations/end-garnishment';
import { listDeductions } from './operations/list-deductions';
import { listGarnishments } from './operations/list-garnishments';
import { listRemittances } from './operations/list-remittances';
import { updateDeduction } from './operations/update-deduction';
import { updateGarnishment } from './operations/update-garnishment';

/**
 * An employee's recurring deductions and garnishment orders (`/api/employees/:id/deductions`,
 * `…/garnishments`), and what a payroll must send to plans and payees (`/api/payrolls/:id/remittances`).
 */
export const deductionsFeature =
  (services: DeductionServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['deductions'] }, [
      listDeductions,
      createDeduction,
      updateDeduction,
      endDeduction,
      listGarnishments,
      createGarnishment,
      updateGarnishment,
      endGarnishment,
      listRemittances,
    ]);
  };
