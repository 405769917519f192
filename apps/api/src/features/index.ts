import type { Authenticator } from '../http/authenticate';
import type { ApiInstance } from '../http/api-instance';
import type { FeatureOptions } from '../http/feature';
import type { AppContext } from '../platform/app-context';
import { achFilesFeature } from './ach-files';
import { accountsService, authFeature } from './auth';
import {
  achAccounts,
  createBankAccountsFeature,
  depositAccounts,
  depositPlanner,
  fundingAccountCheck,
} from './bank-accounts';
import { createCompaniesFeature, ownershipDirectory } from './companies';
import { contactFeature } from './contact';
import { employeesFeature } from './employees';
import { healthFeature } from './health';
import { mailFeature } from './mail';
import { paycheckFeature } from './paycheck';
import { payGroupsFeature } from './pay-groups';
import { payStubsFeature } from './pay-stubs';
import {
  achSettlement,
  paymentVoids,
  payrollFeature,
  payrollFunding,
  payrollLedger,
  payrollMembership,
} from './payroll';

/** Every feature plugin, in boot order; a new feature adds one line here. */
const features = [
  healthFeature,
  contactFeature,
  authFeature,
  mailFeature,
  // Companies ask bank accounts which companies have a funding account (their onboarding step).
  createCompaniesFeature({ fundingAccounts: fundingAccountCheck }),
  // Employees ask bank accounts for deposit accounts, and payroll which runs hold them.
  employeesFeature({ deposits: depositAccounts, payrolls: payrollMembership }),
  paycheckFeature,
  payGroupsFeature(payrollLedger),
  // Bank accounts ask payroll whether an approved payroll still needs the funding account.
  createBankAccountsFeature({ payrolls: payrollFunding }),
  // Payroll counts usable accounts and splits net pays through bank accounts.
  payrollFeature({ accounts: depositAccounts, deposits: depositPlanner }),
  // Pay stubs void a payment through payroll, which owns stubs and payrolls.
  payStubsFeature({ voids: paymentVoids }),
  // ACH files open account numbers through bank accounts and move payrolls through payroll.
  achFilesFeature({ accounts: achAccounts, payrolls: achSettlement }),
];

/**
 * The composition root of the features: the only module that imports every feature. It wires
 * the access layer to the companies feature's ownership and registers each feature's plugin.
 */
export async function registerFeatures(app: ApiInstance, context: AppContext): Promise<void> {
  const auth: Authenticator = {
    jwtSecret: context.config.jwtSecret,
    clock: context.clock,
    directory: ownershipDirectory(context.database.db),
    isSessionOpen: (session) => accountsService.isSessionOpen(context.database.db, session),
  };
  const options: FeatureOptions = { context, auth };
  for (const feature of features) await app.register(feature, options);
}
