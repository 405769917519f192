import type { ListFilters } from '@web/shared/ui/list-filters/list-filters';

/** The list's filters: `q` (name or email) and a status, both empty when not used. */
export type EmployeeListFilters = ListFilters;

/** Query keys of the employees feature; mutations invalidate through these. */
export const employeeKeys = {
  all: ['employees'] as const,
  company: (companyId: string) => [...employeeKeys.all, companyId] as const,
  lists: (companyId: string) => [...employeeKeys.company(companyId), 'list'] as const,
  list: (companyId: string, filters: EmployeeListFilters) =>
    [...employeeKeys.lists(companyId), filters] as const,
  detail: (companyId: string, id: string) =>
    [...employeeKeys.company(companyId), 'detail', id] as const,
  workStates: () => [...employeeKeys.all, 'work-states'] as const,
};

export const employeePath = (id: string) => `/employees/${encodeURIComponent(id)}`;
