import type { DepositAccountsPort } from '@paydesk/api/features/employees';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { createCommitService } from './commit-service';
import { createDraftsService } from './drafts-service';
import { noProbe, type PayrollPorts } from './payroll-ports';
import { createPayrollsService } from './payrolls-service';

export type PayrollFeaturePorts = PayrollPorts & { accounts: DepositAccountsPort };

/** The payroll feature's services, bound to the platform and its ports once at boot. */
export function createPayrollServices(context: AppContext, ports: PayrollFeaturePorts) {
  const drafts = createDraftsService(context, {
    accounts: ports.accounts,
    planner: ports.deposits,
  });
  const payrolls = createPayrollsService(context);
  const commits = createCommitService(context, drafts, ports.probe ?? noProbe, payrolls.get);
  return { drafts, payrolls, commits };
}

export type PayrollServices = ReturnType<typeof createPayrollServices>;
