import { z } from 'zod';

/** `:id`, the company whose local taxes these are. */
export const companyIdParams = z.object({ id: z.string().min(1).max(64) });

/** `:id` and `:localTaxId`, one jurisdiction of the company. */
export const localTaxIdParams = companyIdParams.extend({
  localTaxId: z.string().min(1).max(64),
});
