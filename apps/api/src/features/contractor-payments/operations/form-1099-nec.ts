import {
  form1099NecFileName,
  form1099NecListSchema,
  form1099NecQuerySchema,
  my1099NecSchema,
} from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { contractorPaymentPolicies } from '../policies/contractor-payment-policy';
import type { ContractorPaymentServices } from '../services';
import {
  companyHeaders,
  contractorParams,
  idParams,
  myContractorParams,
} from './contractor-payment-params';

const pdf = { 200: z.string().describe('application/pdf') };

export const listForms1099Nec = defineOperation<ContractorPaymentServices>()({
  method: 'GET',
  url: '/api/companies/:id/1099-nec',
  policy: contractorPaymentPolicies.forms,
  schema: {
    summary: 'Each contractor’s 1099-NEC of a year: boxes 1 and 4, and whether one is required',
    headers: companyHeaders,
    params: idParams,
    querystring: form1099NecQuerySchema,
    response: { 200: form1099NecListSchema },
  },
  handle: ({ params, query }, { forms }) => forms.list(params.id, Number(query.year)),
});

export const getForm1099NecFile = defineOperation<ContractorPaymentServices>()({
  method: 'GET',
  url: '/api/companies/:id/1099-nec/:contractorId/file',
  policy: contractorPaymentPolicies.forms,
  schema: {
    summary: 'A contractor’s 1099-NEC of a year as a PDF: copy B (recipient) and copy C (payer)',
    description:
      'Copy B prints the TIN’s last four only; an owner’s copy C the whole TIN. 404 for a contractor of another company or without payments in the year.',
    headers: companyHeaders,
    params: contractorParams,
    querystring: form1099NecQuerySchema,
    response: pdf,
  },
  handle: async ({ access, params, query, reply }, { forms }) => {
    const file = await forms.companyFile(
      access,
      params.id,
      params.contractorId,
      Number(query.year),
    );
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        `attachment; filename="${form1099NecFileName(query.year, params.contractorId)}"`,
      )
      .header('Cache-Control', 'private, no-store')
      .send(file);
  },
});

export const getMy1099Nec = defineOperation<ContractorPaymentServices>()({
  method: 'GET',
  url: '/api/me/1099-nec',
  policy: contractorPaymentPolicies.mine,
  schema: {
    summary: 'The signed-in contractor’s own 1099-NEC of a year',
    querystring: form1099NecQuerySchema,
    response: { 200: my1099NecSchema },
  },
  handle: ({ access, query }, { forms }) => forms.mine(access, Number(query.year)),
});

export const getMy1099NecFile = defineOperation<ContractorPaymentServices>()({
  method: 'GET',
  url: '/api/me/1099-nec/:contractorId/file',
  policy: contractorPaymentPolicies.mine,
  schema: {
    summary:
      'The signed-in contractor’s own 1099-NEC copy B as a PDF (the TIN’s last four), the texts around the form in the reader’s language',
    params: myContractorParams,
    querystring: form1099NecQuerySchema,
    response: pdf,
  },
  handle: async ({ access, params, query, request, reply }, { forms }) => {
    const file = await forms.myFile(
      access,
      params.contractorId,
      Number(query.year),
      request.headers['accept-language'],
    );
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        `attachment; filename="${form1099NecFileName(query.year, params.contractorId)}"`,
      )
      .header('Cache-Control', 'private, no-store')
      .send(file);
  },
});
