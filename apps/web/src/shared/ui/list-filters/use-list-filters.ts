import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListFilters } from './list-filters';

/**
 * The filters of a list page, kept in the address (`?q=…&status=…`) so a filtered list can be
 * linked to (the dashboard's status links) and survives a reload.
 */
export function useListFilters(): [ListFilters, (next: ListFilters) => void] {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const filters = useMemo(() => ({ q, status }), [q, status]);
  const changeFilters = useCallback(
    (next: ListFilters) => {
      const query = new URLSearchParams();
      if (next.q.trim()) query.set('q', next.q.trim());
      if (next.status) query.set('status', next.status);
      setParams(query, { replace: true });
    },
    [setParams],
  );
  return [filters, changeFilters];
}
