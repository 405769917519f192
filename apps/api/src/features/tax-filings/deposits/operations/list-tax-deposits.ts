import { taxDepositListSchema, taxDepositQuerySchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyHeaders, companyIdParams } from '../../operations/tax-filing-params';
import { taxFilingPolicies } from '../../policies/tax-filing-policy';
import type { TaxFilingsServices } from '../../services';

export const listTaxDeposits = defineOperation<TaxFilingsServices>()({
  method: 'GET',
  url: '/api/companies/:id/tax-deposits',
  policy: taxFilingPolicies.read,
  schema: {
    summary: 'The company’s tax deposits of a year, computed from its committed payrolls',
    description:
      'The deposit schedule the year began with and why, then one item per deposit: Form 941’s taxes (`form: "941"`) by month or semiweekly period, FUTA (`form: "940"`) by quarter, each with its IRS due date and status; then each state’s income tax withheld (`agency: "state:IL"`, `form: "state_withholding"`) by month, where the state’s rule is kept (Illinois, Indiana, Pennsylvania). Local deposits are not listed.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: taxDepositQuerySchema,
    response: { 200: taxDepositListSchema },
  },
  handle: ({ params, query }, { deposits }) => deposits.list(params.id, query.year),
});
