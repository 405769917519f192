import type { ListFilters } from '@web/shared/ui/list-filters/list-filters';

/** The list's filters: `q` (name) and a status, both empty when not used. */
export type CompanyListFilters = ListFilters;

/** Query keys of the companies feature; mutations invalidate through these. */
export const companyKeys = {
  all: ['companies'] as const,
  dashboard: () => [...companyKeys.all, 'dashboard'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (filters: CompanyListFilters) => [...companyKeys.lists(), filters] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
  employees: (id: string, search: string) =>
    [...companyKeys.detail(id), 'employees', search] as const,
  onboarding: (id: string) => [...companyKeys.detail(id), 'onboarding'] as const,
};
