import { companyHeaderSchema, companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const idParams = z.object({ id: z.string().min(1).max(64) });
export const companyHeaders = companyHeaderSchema;
export const contractorParams = z.object({
  id: z.string().min(1).max(64),
  contractorId: z.string().min(1).max(64),
});
export const myContractorParams = z.object({ contractorId: z.string().min(1).max(64) });

/** The company named by the request's `Company-ID` header (validated by the schema). */
export const companyOf = (request: FastifyRequest): string => companyIdOfHeaders(request.headers);
