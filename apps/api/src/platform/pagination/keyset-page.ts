import type { Page } from '@paydesk/contracts';
import { z } from 'zod';
import { AppError } from '../errors/app-error';

/** The values of the sort columns of one row; a cursor points just past or before it. */
export type SortKey = (string | number)[];

export type Cursor = { direction: 'next' | 'previous'; key: SortKey };

export type PageRequest = { pageSize: number; cursor: Cursor | null };

const cursorSchema = z.object({
  d: z.enum(['next', 'previous']),
  k: z.array(z.union([z.string(), z.number()])).min(1),
});

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ d: cursor.direction, k: cursor.key })).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    const parsed = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return { direction: parsed.d, key: parsed.k };
  } catch {
    throw new AppError(
      'request.page_key_invalid',
      'The Page-Key header is not a page key this server issued.',
      { path: 'headers.page-key', fieldMessage: 'is not a valid page key' },
    );
  }
}

export type KeysetFetch<Row> = (args: {
  after?: SortKey;
  before?: SortKey;
  limit: number;
}) => Promise<Row[]>;

export type KeysetPage<Row> = Page<Row> & {
  nextKey: string | null;
  previousKey: string | null;
};

/**
 * Keyset pagination over any ordered query. `fetch` must return rows in ascending sort order
 * after `after`, or in descending order before `before`; this helper asks for one row more than
 * the page to learn whether another page follows.
 */
export async function keysetPage<Row>(options: {
  request: PageRequest;
  fetch: KeysetFetch<Row>;
  /** The total; it gets the rows `fetch` answered, for a query that counted them as it read. */
  count: (fetched: Row[]) => Promise<number> | number;
  keyOf: (row: Row) => SortKey;
}): Promise<KeysetPage<Row>> {
  const { request, fetch, count, keyOf } = options;
  const { pageSize, cursor } = request;
  const limit = pageSize + 1;
  let rows: Row[];
  let items: Row[];
  let hasNext: boolean;
  let hasPrevious: boolean;
  if (cursor?.direction === 'previous') {
    rows = await fetch({ before: cursor.key, limit });
    hasPrevious = rows.length > pageSize;
    items = rows.slice(0, pageSize).reverse();
    hasNext = true;
  } else {
    rows = await fetch({ ...(cursor ? { after: cursor.key } : {}), limit });
    hasNext = rows.length > pageSize;
    items = rows.slice(0, pageSize);
    hasPrevious = cursor !== null;
  }
  const totalItems = await count(rows);
  const first = items[0];
  const last = items.at(-1);
  return {
    items,
    totalItems,
    totalPages: Math.ceil(totalItems / pageSize),
    nextKey: hasNext && last ? encodeCursor({ direction: 'next', key: keyOf(last) }) : null,
    previousKey:
      hasPrevious && first ? encodeCursor({ direction: 'previous', key: keyOf(first) }) : null,
  };
}
