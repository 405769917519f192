import { achPayrollsRequestSchema, achPreviewSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { achFilePolicies } from '../policies/ach-file-policy';
import type { AchFileServices } from '../services';

export const previewAchFile = defineOperation<AchFileServices>()({
  method: 'POST',
  url: '/api/payments/ach/preview',
  policy: achFilePolicies.pay,
  schema: {
    summary:
      'What an ACH file of these payrolls and contractor payments would hold; writes nothing',
    body: achPayrollsRequestSchema,
    response: { 200: achPreviewSchema },
  },
  handle: ({ access, body }, { files }) =>
    files.preview(access, body.payrolls ?? [], body.contractorPayments ?? []),
});
