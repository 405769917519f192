import type { DepositAccountsPort } from '@paydesk/api/features/employees';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { createCommitJobs } from './payrolls/commit-jobs';
import { createCommitService } from './payrolls/commit-service';
import { createDraftsService } from './drafts/drafts-service';
import { noProbe, type PayrollPorts } from './ports/payroll-ports';
import { noTimeOff, type TimeOffLedger } from './ports/time-off-ledger';
import { noRecurringDeductions } from './ports/recurring-deductions';
import { createPayrollsService } from './payrolls/payrolls-service';
import { createRegisterService } from './register/register-service';

export type PayrollFeaturePorts = PayrollPorts & {
  accounts: DepositAccountsPort;
  /** Approved time off for new drafts, and the balances a commit moves; none by default. */
  timeOff?: TimeOffLedger;
};

/** The payroll feature's services, bound to the platform and its ports once at boot. */
export function createPayrollServices(context: AppContext, ports: PayrollFeaturePorts) {
  const drafts = createDraftsService(context, {
    accounts: ports.accounts,
    planner: ports.deposits,
    timeOff: ports.timeOff ?? noTimeOff,
    recurring: ports.recurring ?? noRecurringDeductions,
  });
  const payrolls = createPayrollsService(context, {
    accounts: ports.accounts,
    planner: ports.deposits,
    timeOff: ports.timeOff ?? noTimeOff,
    recurring: ports.recurring ?? noRecurringDeductions,
  });
  const commits = createCommitService(
    context,
    drafts,
    ports.probe ?? noProbe,
    payrolls.get,
    ports.timeOff ?? noTimeOff,
  );
  const register = createRegisterService(context);
  // Above the configured size, a commit runs as a job with progress.
  const commitJobs = createCommitJobs(context, commits);
  return { drafts, payrolls, commits, commitJobs, register };
}

export type PayrollServices = ReturnType<typeof createPayrollServices>;
