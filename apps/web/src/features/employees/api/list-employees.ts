import { companyEmployeeSchema, type CompanyEmployee } from '@paydesk/contracts';
import { keysetFetcher, type PageFetcher } from '@web/shared/ui/data-grid/fetch-page';
import type { EmployeeListFilters } from './employee-keys';

/** The employee list's page size (API.md: 25 by default). */
export const EMPLOYEES_PAGE_SIZE = 25;

function listPath(companyId: string, { q, status }: EmployeeListFilters): string {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (status) query.set('status', status);
  const text = query.toString();
  const path = `/companies/${encodeURIComponent(companyId)}/employees`;
  return text ? `${path}?${text}` : path;
}

/** GET /companies/{id}/employees?q=&status= a page at a time (Page-Key cursors in headers). */
export function employeePageFetcher(
  companyId: string,
  filters: EmployeeListFilters,
): PageFetcher<CompanyEmployee> {
  return keysetFetcher<CompanyEmployee>(listPath(companyId, filters), companyEmployeeSchema);
}
