import * as z from '../z';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['sqlite', 'postgres']),
    migration: z.string(),
    version: z.string(),
  })
  .register(z.globalRegistry, { id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
