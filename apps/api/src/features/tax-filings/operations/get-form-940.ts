import { form940FileName, form940QuerySchema, form940Schema } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { taxFilingPolicies } from '../policies/tax-filing-policy';
import type { TaxFilingsServices } from '../services';
import { companyHeaders, companyIdParams } from './tax-filing-params';

export const getForm940 = defineOperation<TaxFilingsServices>()({
  method: 'GET',
  url: '/api/companies/:id/filings/940',
  policy: taxFilingPolicies.read,
  schema: {
    summary: 'Form 940 for a year, from the issued stubs of the payrolls paid in it',
    description:
      'Lines by the form’s numbers, money in cents, with Schedule A’s states. Line 13 adds up the year’s FUTA deposits whose payment was recorded.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: form940QuerySchema,
    response: { 200: form940Schema },
  },
  handle: async ({ params, query }, { filings }) => filings.form940(params.id, Number(query.year)),
});

export const getForm940File = defineOperation<TaxFilingsServices>()({
  method: 'GET',
  url: '/api/companies/:id/filings/940/file',
  policy: taxFilingPolicies.read,
  schema: {
    summary: 'Form 940 for a year as a PDF, laid out like the IRS form, in English',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: form940QuerySchema,
    response: { 200: z.string().describe('application/pdf') },
  },
  handle: async ({ params, query, reply }, { filings }) => {
    const pdf = await filings.form940File(params.id, Number(query.year));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${form940FileName(query.year)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  },
});
