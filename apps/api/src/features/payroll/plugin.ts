import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { commitPayroll } from './payrolls/operations/commit-payroll';
import { createPayrollDraft } from './drafts/operations/create-payroll-draft';
import { deletePayrollDraft } from './drafts/operations/delete-payroll-draft';
import { getPayroll } from './payrolls/operations/get-payroll';
import { getPayrollDraft } from './drafts/operations/get-payroll-draft';
import { getPayrollRegister } from './register/operations/get-payroll-register';
import { listPayrolls } from './payrolls/operations/list-payrolls';
import { patchPayroll } from './payrolls/operations/patch-payroll';
import { updatePayrollDraft } from './drafts/operations/update-payroll-draft';
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
