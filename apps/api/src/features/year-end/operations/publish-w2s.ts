import { publishW2sSchema, w2PublicationSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { yearEndPolicies } from '../policies/year-end-policy';
import type { YearEndServices } from '../services';
import { companyHeaders, companyIdParams } from './year-end-params';

export const publishW2s = defineOperation<YearEndServices>()({
  method: 'POST',
  url: '/api/companies/:id/w2/publish',
  policy: yearEndPolicies.publish,
  schema: {
    summary: 'Publish a year’s W-2s to the employees and mail each one that theirs is ready',
    description:
      'From then on each employee reads their own W-2 (JSON and PDF) in self-service; before, those calls answer them 404. Each employee paid in the year is mailed, in the four languages, through the outbox; the publication is audited. A year already published is 409; a year without wages 422.',
    headers: companyHeaders,
    params: companyIdParams,
    body: publishW2sSchema,
    response: { 200: w2PublicationSchema },
  },
  handle: ({ access, params, body }, { w2Publications }) =>
    w2Publications.publish(access, params.id, body.year),
});
