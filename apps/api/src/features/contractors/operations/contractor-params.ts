import { headerNames } from '@paydesk/contracts';
import { companyHeaderSchema, companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companyHeaderOf } from '../policies/contractor-policy';

export const contractorIdParams = z.object({ id: z.string().min(1).max(64) });
export const companyIdParams = z.object({ id: z.string().min(1).max(64) });

/** `Company-ID`, required where a call creates a contractor in a company. */
export const companyHeaders = companyHeaderSchema;

/** `Company-ID`, optional where a call names the contractor: when sent, it must be theirs. */
export const optionalCompanyHeaders = z
  .object({ [headerNames.companyId.toLowerCase()]: z.string().min(1).max(64).optional() })
  .passthrough();

export const companyOf = (request: FastifyRequest): string => companyIdOfHeaders(request.headers);
export const namedCompanyOf = (request: FastifyRequest): string | null =>
  companyHeaderOf(request.headers);

export const CONTRACTORS_PAGE_SIZE = 25;
