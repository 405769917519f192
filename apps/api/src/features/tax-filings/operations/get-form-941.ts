import { form941FileName, form941QuerySchema, form941Schema } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { taxFilingPolicies } from '../policies/tax-filing-policy';
import type { TaxFilingsServices } from '../services';
import { companyHeaders, companyIdParams } from './tax-filing-params';

export const getForm941 = defineOperation<TaxFilingsServices>()({
  method: 'GET',
  url: '/api/companies/:id/filings/941',
  policy: taxFilingPolicies.read,
  schema: {
    summary: 'Form 941 for a quarter (`2026Q4`), from the issued stubs of the payrolls paid in it',
    description:
      'Lines by the form’s numbers, money in cents; line 16’s box with the monthly liabilities, and Schedule B’s days for a semiweekly depositor. Line 13 adds up the quarter’s deposits whose payment was recorded; the deposit schedule is the deposits’.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: form941QuerySchema,
    response: { 200: form941Schema },
  },
  handle: async ({ params, query }, { filings }) => filings.form941(params.id, query),
});

export const getForm941File = defineOperation<TaxFilingsServices>()({
  method: 'GET',
  url: '/api/companies/:id/filings/941/file',
  policy: taxFilingPolicies.read,
  schema: {
    summary: 'Form 941 for a quarter as a PDF, laid out like the IRS form, in English',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: form941QuerySchema,
    response: { 200: z.string().describe('application/pdf') },
  },
  handle: async ({ params, query, reply }, { filings }) => {
    const pdf = await filings.form941File(params.id, query);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${form941FileName(query.quarter)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  },
});
