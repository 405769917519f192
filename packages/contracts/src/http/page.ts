import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** A page of a keyset-paginated list; the cursors travel in headers. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalItems: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  });

export type Page<T> = { items: T[]; totalItems: number; totalPages: number };

export const pageSizeSchema = (fallback: number) =>
  z.coerce
    .number({ message: 'Page-Size must be a whole number' })
    .int('Page-Size must be a whole number')
    .min(1, 'Page-Size must be at least 1')
    .max(MAX_PAGE_SIZE, `Page-Size must be at most ${MAX_PAGE_SIZE}`)
    .default(fallback);
