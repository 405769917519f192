import type { Authenticator } from '../http/authenticate';
import type { ApiInstance } from '../http/api-instance';
import type { FeatureOptions, FeaturePlugin } from '../http/feature';
import type { AppContext } from '../platform/app-context';
import { achFilesFeature } from './ach-files';
import { accountsService, authFeature } from './auth';
import { createBankAccountsFeature } from './bank-accounts';
import { createCompaniesFeature, ownershipDirectory } from './companies';
import { contactFeature } from './contact';
import { contractorPaymentsFeature } from './contractor-payments';
import { contractorsFeature } from './contractors';
import { deductionsFeature } from './deductions';
import { employeesFeature } from './employees';
import { healthFeature } from './health';
import { jobsFeature } from './jobs';
import { localTaxesFeature } from './local-taxes';
import { mailFeature } from './mail';
import { paycheckFeature } from './paycheck';
import { payGroupsFeature } from './pay-groups';
import { payStubsFeature } from './pay-stubs';
import { payrollFeature } from './payroll';
import { taxFilingsFeature } from './tax-filings';
import { timeOffFeature } from './time-off';
import { yearEndFeature } from './year-end';
import { createFeatureServices, type FeatureServices } from './services';

/** Every feature plugin with its services, in boot order; a new feature adds one line here. */
const featuresOf = (services: FeatureServices): FeaturePlugin[] => [
  healthFeature(services.health),
  contactFeature(services.contact),
  authFeature(services.auth),
  mailFeature(services.mail),
  createCompaniesFeature(services.companies),
  employeesFeature(services.employees),
  paycheckFeature(services.paycheck),
  payGroupsFeature(services.payGroups),
  localTaxesFeature(services.localTaxes),
  createBankAccountsFeature(services.bankAccounts),
  contractorsFeature(services.contractors),
  payrollFeature(services.payroll),
  payStubsFeature(services.payStubs),
  achFilesFeature(services.achFiles),
  contractorPaymentsFeature(services.contractorPayments),
  taxFilingsFeature(services.taxFilings),
  timeOffFeature(services.timeOff),
  deductionsFeature(services.deductions),
  yearEndFeature(services.yearEnd),
  jobsFeature(services.jobs),
];

/**
 * The composition root of the features: the only module that registers them. It builds every
 * feature's services once (features/services.ts), wires the access layer to the companies
 * feature's ownership and registers each feature's plugin.
 */
export async function registerFeatures(app: ApiInstance, context: AppContext): Promise<void> {
  const auth: Authenticator = {
    jwtSecret: context.config.jwtSecret,
    clock: context.clock,
    directory: ownershipDirectory(context.database.db),
    isSessionOpen: (session) => accountsService.isSessionOpen(context.database.db, session),
  };
  const options: FeatureOptions = { context, auth };
  const features = featuresOf(await createFeatureServices(context));
  for (const feature of features) await app.register(feature, options);
}
