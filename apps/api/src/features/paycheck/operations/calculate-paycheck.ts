import { paycheckRequestSchema, paycheckResultSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { signedInPolicy } from '@paydesk/api/http/policy';
import type { PaycheckServices } from '../services';

export const calculatePaycheck = defineOperation<PaycheckServices>()({
  method: 'POST',
  url: '/api/paycheck',
  policy: signedInPolicy('paycheck.calculate'),
  schema: {
    summary: 'Compute one paycheck, gross to net (what-if; nothing is stored)',
    body: paycheckRequestSchema,
    response: { 200: paycheckResultSchema },
  },
  handle: ({ body }, paycheck) => paycheck.calculate(body),
});
