import type { DepositAccountsPort } from '@paydesk/api/features/employees';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { createCommitService } from './payrolls/commit-service';
import { createDraftsService } from './drafts/drafts-service';
import { noProbe, type PayrollPorts } from './ports/payroll-ports';
import { createPayrollsService } from './payrolls/payrolls-service';
import { createRegisterService } from './register/register-service';

export type PayrollFeaturePorts = PayrollPorts & { accounts: DepositAccountsPort };

/** The payroll feature's services, bound to the platform and its ports once at boot. */
export function createPayrollServices(context: AppContext, ports: PayrollFeaturePorts) {
  const drafts = createDraftsService(context, {
    accounts: ports.accounts,
    planner: ports.deposits,
  });
  const payrolls = createPayrollsService(context);
  const commits = createCommitService(context, drafts, ports.probe ?? noProbe, payrolls.get);
  const register = createRegisterService(context);
  return { drafts, payrolls, commits, register };
}

export type PayrollServices = ReturnType<typeof createPayrollServices>;
