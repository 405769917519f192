import { headerNames, pageOf, type Page } from '@paydesk/contracts';
import type * as z from 'zod/mini';
import { apiRequest } from '@web/shared/http/http-client';

export type PageRequest = { pageKey: string | null; pageSize: number };

export type FetchedPage<Row> = {
  page: Page<Row>;
  nextKey: string | null;
  previousKey: string | null;
};

export type PageFetcher<Row> = (request: PageRequest) => Promise<FetchedPage<Row>>;

/**
 * A fetcher for a keyset-paginated list endpoint: sends Page-Size and Page-Key, validates the
 * `{items, totalItems, totalPages}` answer and reads the page keys from its headers.
 */
export function keysetFetcher<Row>(
  path: string,
  item: z.ZodMiniType<Row>,
  headers: Record<string, string> = {},
): PageFetcher<Row> {
  const schema = pageOf(item) as unknown as z.ZodMiniType<Page<Row>>;
  return async ({ pageKey, pageSize }) => {
    const response = await apiRequest(path, {
      schema,
      headers: {
        ...headers,
        [headerNames.pageSize]: String(pageSize),
        ...(pageKey ? { [headerNames.pageKey]: pageKey } : {}),
      },
    });
    return {
      page: response.data,
      nextKey: response.headers.get(headerNames.nextPageKey),
      previousKey: response.headers.get(headerNames.previousPageKey),
    };
  };
}
