import { taxDepositOverdueCountSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { taxFilingPolicies } from '../../policies/tax-filing-policy';
import type { TaxFilingsServices } from '../../services';

export const countOverdueDeposits = defineOperation<TaxFilingsServices>()({
  method: 'GET',
  url: '/api/tax-deposits/overdue-count',
  policy: taxFilingPolicies.overview,
  schema: {
    summary: 'How many companies have an overdue federal tax deposit (platform administrators)',
    description:
      'A company counts when one of its deposits of last year or this one is past its due date with no payment recorded.',
    response: { 200: taxDepositOverdueCountSchema },
  },
  handle: async (_input, { deposits }) => ({ companies: await deposits.overdueCount() }),
});
