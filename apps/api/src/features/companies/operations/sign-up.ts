import { signUpRequestSchema, tokenPairSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import type { CompanyServices } from '../services';

export const signUp = defineOperation<CompanyServices>()({
  method: 'POST',
  url: '/api/sign-up',
  policy: publicPolicy('company.sign-up'),
  schema: {
    summary: 'Create a company and its owner',
    body: signUpRequestSchema,
    response: { 201: tokenPairSchema },
  },
  handle: async ({ body, request, reply }, companies) =>
    reply.status(201).send(await companies.signUp(body, request.ip)),
});
