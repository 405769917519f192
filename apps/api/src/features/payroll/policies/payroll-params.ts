import { z } from 'zod';
import { companyHeaderSchema, companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { FastifyRequest } from 'fastify';

export const idParams = z.object({ id: z.string().min(1).max(64) });

/** Every draft and payroll call names its company in the `Company-Id` header. */
export const companyHeaders = companyHeaderSchema.passthrough();

export const companyOf = (request: FastifyRequest): string => companyIdOfHeaders(request.headers);
