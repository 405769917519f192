import {
  stateUnemploymentFileName,
  stateUnemploymentQuerySchema,
  stateUnemploymentSchema,
  stateWithholdingQuerySchema,
  stateWithholdingSchema,
} from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { taxFilingPolicies } from '../policies/tax-filing-policy';
import type { TaxFilingsServices } from '../services';
import { companyHeaders, companyIdParams } from './tax-filing-params';

export const getStateWithholding = defineOperation<TaxFilingsServices>()({
  method: 'GET',
  url: '/api/companies/:id/filings/state-withholding',
  policy: taxFilingPolicies.read,
  schema: {
    summary: 'A state’s income tax withheld in a quarter (`state=MD&quarter=2026Q4`)',
    description:
      'The state income tax wages and tax withheld from the `stateIncomeTax` lines of that state on the issued stubs paid in the quarter, and the number of employees paid. Local income taxes are not included.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: stateWithholdingQuerySchema,
    response: { 200: stateWithholdingSchema },
  },
  handle: async ({ params, query }, { stateFilings }) => stateFilings.withholding(params.id, query),
});

export const getStateUnemployment = defineOperation<TaxFilingsServices>()({
  method: 'GET',
  url: '/api/companies/:id/filings/state-unemployment',
  policy: taxFilingPolicies.read,
  schema: {
    summary: 'A state’s unemployment wage report for a quarter, one row per employee',
    description:
      'Gross, taxable (within the state’s published SUTA wage base over the employee’s year) and excess wages. `format=csv` answers a file; an owner’s file carries each full SSN, anyone else’s the last four.',
    headers: companyHeaders,
    params: companyIdParams,
    querystring: stateUnemploymentQuerySchema,
    response: { 200: z.union([stateUnemploymentSchema, z.string().describe('text/csv')]) },
  },
  handle: async ({ params, query, access, reply }, { stateFilings }) => {
    if (query.format !== 'csv') return stateFilings.unemployment(params.id, query);
    const csv = await stateFilings.unemploymentCsv(params.id, query, access.isOwner);
    const fileName = stateUnemploymentFileName(query.state, query.quarter);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  },
});
