import { z } from 'zod';
import { companyHeaderSchema } from '@paydesk/api/http/company-header';

/** `:id`, the company whose W-2s these are. */
export const companyIdParams = z.object({ id: z.string().min(1).max(64) });

/** `:id`, the employee whose tax documents these are. */
export const employeeIdParams = z.object({ id: z.string().min(1).max(64) });

/** Every company call also names the company in `Company-ID`; it must be the one of the path. */
export const companyHeaders = companyHeaderSchema.passthrough();
