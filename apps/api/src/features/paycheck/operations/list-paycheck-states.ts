import { paycheckStateCatalogueSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { signedInPolicy } from '@paydesk/api/http/policy';
import type { PaycheckServices } from '../services';

export const listPaycheckStates = defineOperation<PaycheckServices>()({
  method: 'GET',
  url: '/api/paycheck/states',
  policy: signedInPolicy('paycheck.states'),
  schema: {
    summary: 'The work states the calculator supports, with their certificate fields',
    response: { 200: paycheckStateCatalogueSchema },
  },
  handle: (_input, paycheck) => paycheck.states(),
});
