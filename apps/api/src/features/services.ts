import type { AppContext } from '../platform/app-context';
import { createAchFileServices } from './ach-files';
import { createAuthServices } from './auth';
import {
  achAccounts,
  createBankAccountServices,
  depositAccounts,
  depositPlanner,
  fundingAccountCheck,
} from './bank-accounts';
import { createCompanyServices } from './companies';
import { createContactServices } from './contact';
import { contractorSettlement, createContractorPaymentServices } from './contractor-payments';
import { contractorDirectory, createContractorServices } from './contractors';
import { createDeductionServices, engineStatutoryLimits, recurringDeductions } from './deductions';
import { createEmployeeServices } from './employees';
import { createHealthServices } from './health';
import { createJobServices } from './jobs';
import { createLocalTaxesService } from './local-taxes';
import { createMailServices } from './mail';
import { paycheckServices } from './paycheck';
import { createPayGroupServices } from './pay-groups';
import { createPayStubServices } from './pay-stubs';
import {
  achSettlement,
  createPayrollServices,
  paymentVoids,
  payrollFunding,
  payrollLedger,
  payrollMembership,
} from './payroll';
import { createTaxFilingsServices } from './tax-filings';
import { createTimeOffServices, timeOffLedger } from './time-off';
import { createYearEndServices } from './year-end';

/**
 * Every feature's services, bound to one context, with each port a feature defines supplied by
 * the feature that implements it. The app builds them once at boot; the demo history and the
 * benchmarks build them the same way, so they run what the app runs.
 */
export async function createFeatureServices(context: AppContext) {
  const taxFilings = createTaxFilingsServices(context);
  return {
    health: await createHealthServices(context),
    contact: createContactServices(context),
    auth: createAuthServices(context),
    mail: createMailServices(context),
    // Companies ask bank accounts which companies have a funding account (their onboarding step).
    companies: createCompanyServices(context, { fundingAccounts: fundingAccountCheck }),
    // Employees ask bank accounts for deposit accounts, and payroll which runs hold them.
    employees: createEmployeeServices(context, {
      deposits: depositAccounts,
      payrolls: payrollMembership,
    }),
    paycheck: paycheckServices,
    // Pay groups ask payroll which periods have a draft or a payroll.
    payGroups: createPayGroupServices(context, payrollLedger),
    localTaxes: createLocalTaxesService(context),
    // Bank accounts ask payroll whether an approved payroll still needs the funding account.
    bankAccounts: createBankAccountServices(context, payrollFunding),
    // Contractors read their deposit accounts through bank accounts' index.
    contractors: createContractorServices(context),
    // Payroll counts usable accounts and splits net pays through bank accounts.
    // …and fills new drafts with the employees' recurring deductions and orders.
    payroll: createPayrollServices(context, {
      accounts: depositAccounts,
      deposits: depositPlanner,
      timeOff: timeOffLedger,
      recurring: recurringDeductions,
    }),
    // Pay stubs void a payment through payroll, which owns stubs and payrolls.
    payStubs: createPayStubServices(context, { voids: paymentVoids }),
    // ACH files open account numbers through bank accounts and move payrolls through payroll.
    // …and contractor payment runs through contractor payments.
    achFiles: createAchFileServices(context, {
      accounts: achAccounts,
      payrolls: achSettlement,
      contractors: contractorSettlement,
    }),
    // Contractor payments ask contractors for payees, their deposit accounts and the whole TIN.
    contractorPayments: createContractorPaymentServices(context, {
      contractors: contractorDirectory,
    }),
    // Tax filings read the committed stubs themselves: no port.
    taxFilings,
    timeOff: createTimeOffServices(context),
    // Deductions read the committed stubs themselves for their year to date and remittances.
    deductions: createDeductionServices(context, engineStatutoryLimits),
    // Year end holds the W-3 against the four 941s that tax filings compute.
    yearEnd: createYearEndServices(context, { form941s: taxFilings.filings }),
    // Jobs read the progress and files of the long work other features start (platform/jobs).
    jobs: createJobServices(context),
  };
}

export type FeatureServices = Awaited<ReturnType<typeof createFeatureServices>>;
