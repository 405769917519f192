import type { Authenticator } from '../http/authenticate';
import type { ApiInstance } from '../http/api-instance';
import type { FeatureOptions } from '../http/feature';
import type { AppContext } from '../platform/app-context';
import { accountsService, authFeature } from './auth';
import { companiesFeature, ownershipDirectory } from './companies';
import { contactFeature } from './contact';
import { employeesFeature, noDepositAccounts } from './employees';
import { healthFeature } from './health';
import { mailFeature } from './mail';
import { paycheckFeature } from './paycheck';
import { payGroupsFeature } from './pay-groups';
import { noDeposits, payrollFeature, payrollLedger, payrollMembership } from './payroll';

/** Every feature plugin, in boot order; a new feature adds one line here. */
const features = [
  healthFeature,
  contactFeature,
  authFeature,
  mailFeature,
  companiesFeature,
  employeesFeature({ deposits: noDepositAccounts, payrolls: payrollMembership }),
  paycheckFeature,
  payGroupsFeature(payrollLedger),
  // Until the bank-accounts feature lands: no accounts on file, no net pay split into accounts.
  payrollFeature({ accounts: noDepositAccounts, deposits: noDeposits }),
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
    isSessionOpen: (sessionId) => accountsService.isSessionOpen(context.database.db, sessionId),
  };
  const options: FeatureOptions = { context, auth };
  for (const feature of features) await app.register(feature, options);
}
