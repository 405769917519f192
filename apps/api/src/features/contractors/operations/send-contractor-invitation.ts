import { contractorInvitationSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readerLocaleOf } from '@paydesk/api/http/reader-locale';
import { contractorPolicies } from '../policies/contractor-policy';
import type { ContractorServices } from '../services';
import { contractorIdParams, namedCompanyOf, optionalCompanyHeaders } from './contractor-params';

export const sendContractorInvitation = defineOperation<ContractorServices>()({
  method: 'POST',
  url: '/api/contractors/:id/invitation',
  policy: contractorPolicies.manage,
  schema: {
    summary:
      'Mail the contractor a single-use link (7 days) to choose their password, in the language of Accept-Language; the first creates their sign-in',
    headers: optionalCompanyHeaders,
    params: contractorIdParams,
    response: { 201: contractorInvitationSchema },
  },
  handle: async ({ access, params, request, reply }, contractors) =>
    reply
      .status(201)
      .send(
        await contractors.invitations.invite(
          access,
          params.id,
          namedCompanyOf(request),
          readerLocaleOf(request.headers['accept-language']).language,
        ),
      ),
});
