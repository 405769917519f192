import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageFetcher } from './fetch-page';
import { initialKeysetState, keyOfCurrentPage, movePage } from './keyset-pages';

/** One keyset-paginated list as TanStack Query state, moving a page at a time. */
export function useKeysetQuery<Row>(options: {
  queryKey: QueryKey;
  fetchPage: PageFetcher<Row>;
  initialPageSize: number;
}) {
  const { queryKey, fetchPage, initialPageSize } = options;
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [state, setState] = useState(initialKeysetState);
  const pageKey = keyOfCurrentPage(state);
  const query = useQuery({
    queryKey: [...queryKey, { pageSize, pageKey }],
    queryFn: () => fetchPage({ pageKey, pageSize }),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    pageIndex: state.pageIndex,
    pageSize,
    rows: query.data?.page.items ?? [],
    totalItems: query.data?.page.totalItems ?? 0,
    hasNextPage: Boolean(query.data?.nextKey),
    goToPage: (target: number) =>
      setState((current) => movePage(current, target, query.data?.nextKey ?? null)),
    changePageSize: (size: number) => {
      setPageSize(size);
      setState(initialKeysetState);
    },
  };
}
