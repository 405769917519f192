import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { commitPayroll } from './operations/commit-payroll';
import { createPayrollDraft } from './operations/create-payroll-draft';
import { deletePayrollDraft } from './operations/delete-payroll-draft';
import { getPayroll } from './operations/get-payroll';
import { getPayrollDraft } from './operations/get-payroll-draft';
import { getPayrollRegister } from './operations/get-payroll-register';
import { listPayrolls } from './operations/list-payrolls';
import { patchPayroll } from './operations/patch-payroll';
import { updatePayrollDraft } from './operations/update-payroll-draft';
import type { PayrollServices } from './services';

/** Payroll drafts, committed payrolls and their stubs; its services carry the ports. */
export const payrollFeature =
  (services: PayrollServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['payroll'] }, [
      createPayrollDraft,
      getPayrollDraft,
      updatePayrollDraft,
      deletePayrollDraft,
      commitPayroll,
      listPayrolls,
      getPayroll,
      patchPayroll,
      getPayrollRegister,
    ]);
  };
