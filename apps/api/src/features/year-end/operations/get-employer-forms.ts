import { w2CopiesDFileName, w2QuerySchema, w3FileName } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { yearEndPolicies } from '../policies/year-end-policy';
import type { YearEndServices } from '../services';
import { companyHeaders, companyIdParams } from './year-end-params';

export const getW2CopiesDFile = defineOperation<YearEndServices>()({
  method: 'GET',
  url: '/api/companies/:id/w2/file',
  policy: yearEndPolicies.company,
  schema: {
    summary: 'Copy D (for the employer) of every W-2 of a year as one PDF, one W-2 a page',
    description:
      'The figures of `GET /companies/{id}/w2`. Only employee copies may truncate the SSN: an owner’s copy D carries each full SSN; anyone else’s the last four digits, as the EFW2 file holds SSNs back from anyone but the owner. 404 for a year without wages.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: w2QuerySchema,
    response: { 200: z.string().describe('application/pdf') },
  },
  handle: async ({ params, query, access, reply }, { employerForms }) => {
    const pdf = await employerForms.copiesD(
      params.id,
      query.year,
      access.isOwner ? 'full' : 'truncated',
    );
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        `attachment; filename="${w2CopiesDFileName(query.year, params.id)}"`,
      )
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  },
});

export const getW3File = defineOperation<YearEndServices>()({
  method: 'GET',
  url: '/api/companies/:id/w3/file',
  policy: yearEndPolicies.company,
  schema: {
    summary: 'Form W-3 of a year as a PDF: the W-2s’ totals with the employer',
    description:
      'The `w3` of `GET /companies/{id}/w2`, with the employer’s name, EIN and address. 404 for a year without wages.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: w2QuerySchema,
    response: { 200: z.string().describe('application/pdf') },
  },
  handle: async ({ params, query, reply }, { employerForms }) => {
    const pdf = await employerForms.w3(params.id, query.year);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${w3FileName(query.year, params.id)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  },
});
