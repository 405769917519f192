import { ACH_FILE_PAGE_SIZE, achFileSchema, pageOf } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest, sendPage } from '@paydesk/api/http/page-headers';
import { achFilePolicies } from '../policies/ach-file-policy';
import type { AchFileServices } from '../services';

export const listAchFiles = defineOperation<AchFileServices>()({
  method: 'GET',
  url: '/api/payments/ach/files',
  policy: achFilePolicies.read,
  paged: true,
  schema: {
    summary: 'ACH files newest first, within the caller’s companies',
    response: { 200: pageOf(achFileSchema) },
  },
  handle: async ({ access, request, reply }, { files }) => {
    const page = await files.page(access, readPageRequest(request, ACH_FILE_PAGE_SIZE));
    return sendPage(reply, page, (item) => item);
  },
});
