import { achFileSchema, achPayrollsRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { achFilePolicies } from '../policies/ach-file-policy';
import type { AchFileServices } from '../services';

export const createAchFile = defineOperation<AchFileServices>()({
  method: 'POST',
  url: '/api/payments/ach/files',
  policy: achFilePolicies.pay,
  schema: {
    summary:
      'Generate the ACH file of approved payrolls and contractor payments; they move to processing',
    body: achPayrollsRequestSchema,
    response: { 201: achFileSchema },
  },
  handle: async ({ access, body, reply }, { files }) =>
    reply
      .status(201)
      .send(await files.generate(access, body.payrolls ?? [], body.contractorPayments ?? [])),
});
