import { companyHeaderSchema, companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

const id = z.string().min(1).max(64);

export const employeeIdParams = z.object({ id });
export const deductionIdParams = z.object({ id, deductionId: id });
export const garnishmentIdParams = z.object({ id, garnishmentId: id });
export const companyHeaders = companyHeaderSchema;

/** The company named by the request's `Company-ID` header (validated by the schema). */
export const companyOf = (request: FastifyRequest): string => companyIdOfHeaders(request.headers);
