import { z } from 'zod';
import { companyHeaderSchema } from '@paydesk/api/http/company-header';

/** `:id`, the company whose taxes these are. */
export const companyIdParams = z.object({ id: z.string().min(1).max(64) });

/** Every call also names the company in `Company-ID`; it must be the one of the path. */
export const companyHeaders = companyHeaderSchema.passthrough();
