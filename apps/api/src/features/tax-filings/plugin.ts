import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { countOverdueDeposits } from './deposits/operations/count-overdue-deposits';
import { listTaxDeposits } from './deposits/operations/list-tax-deposits';
import { recordTaxDepositPayment } from './deposits/operations/record-tax-deposit-payment';
import { getForm940, getForm940File } from './operations/get-form-940';
import { getForm941, getForm941File } from './operations/get-form-941';
import { getStateUnemployment, getStateWithholding } from './operations/get-state-filings';
import { listFilings } from './operations/list-filings';
import { markFilingFiled } from './operations/mark-filing-filed';
import { listTaxLiabilities } from './operations/list-tax-liabilities';
import type { TaxFilingsServices } from './services';

/** What the company owes the tax agencies, under `/api/companies/:id/tax-…`. */
export const taxFilingsFeature =
  (services: TaxFilingsServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['tax-filings'] }, [
      listTaxLiabilities,
      listTaxDeposits,
      countOverdueDeposits,
      recordTaxDepositPayment,
      listFilings,
      markFilingFiled,
      getForm941,
      getForm941File,
      getForm940,
      getForm940File,
      getStateWithholding,
      getStateUnemployment,
    ]);
  };
