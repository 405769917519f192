import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companyHeaderSchema } from '@paydesk/api/http/company-header';
import { holderOfHeaders, type StubHolder } from '../policies/pay-stub-policy';

export const idParams = z.object({ id: z.string().min(1).max(64) });

const employeeHeader = z
  .string({ message: 'the Employee-ID header is required' })
  .min(1, 'the Employee-ID header is required')
  .max(64);

/** A stub call names its company and employee in `Company-ID` and `Employee-ID`. */
export const holderHeaders = companyHeaderSchema.extend({ 'employee-id': employeeHeader }).loose();

/** Voiding also names the payment's pay date in `Pay-Date`. */
export const voidHeaders = companyHeaderSchema
  .extend({
    'employee-id': employeeHeader,
    'pay-date': z
      .string({ message: 'the Pay-Date header is required' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'the Pay-Date header must be a date, YYYY-MM-DD'),
  })
  .loose();

export const holderOf = (request: FastifyRequest): StubHolder => holderOfHeaders(request.headers);
