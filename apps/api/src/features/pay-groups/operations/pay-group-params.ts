import { z } from 'zod';
import { companyHeaderSchema, companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { FastifyRequest } from 'fastify';

export const payGroupIdParams = z.object({ id: z.string().min(1).max(64) });

/** Every pay-group call names its company in the `Company-ID` header. */
export const companyHeaders = companyHeaderSchema.passthrough();

export const companyOf = (request: FastifyRequest): string => companyIdOfHeaders(request.headers);
