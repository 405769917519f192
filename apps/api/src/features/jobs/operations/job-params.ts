import { z } from 'zod';

/** `:id`, the job the path names. */
export const idParams = z.object({ id: z.string().min(1).max(64) });
