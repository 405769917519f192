import * as z from '../z';

export const MAX_PAGE_SIZE = 100;

/** A page of a keyset-paginated list; the cursors travel in headers. */
export const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalItems: z.number().check(z.int(), z.gte(0)),
    totalPages: z.number().check(z.int(), z.gte(0)),
  });

export type Page<T> = { items: T[]; totalItems: number; totalPages: number };

export const pageSizeSchema = (fallback: number) =>
  z._default(
    z.coerce
      .number({ message: 'Page-Size must be a whole number' })
      .check(
        z.int('Page-Size must be a whole number'),
        z.gte(1, 'Page-Size must be at least 1'),
        z.lte(MAX_PAGE_SIZE, `Page-Size must be at most ${MAX_PAGE_SIZE}`),
      ),
    fallback,
  );
