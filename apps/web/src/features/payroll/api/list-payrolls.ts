import { payrollListItemSchema, type PayrollListItem } from '@paydesk/contracts';
import { keysetFetcher, type PageFetcher } from '@web/shared/ui/data-grid/fetch-page';
import { companyHeader } from '@web/shared/http/company-header';

export const PAYROLLS_PAGE_SIZE = 20;

export const payrollListPath = (companyId: string, status: string) => {
  const query = new URLSearchParams({ companyId });
  if (status) query.set('status', status);
  return `/payrolls?${query.toString()}`;
};

/** GET /payrolls?companyId=&status= a page at a time (Page-Key), newest pay date first. */
export const payrollPageFetcher = (
  companyId: string,
  status: string,
): PageFetcher<PayrollListItem> =>
  keysetFetcher<PayrollListItem>(
    payrollListPath(companyId, status),
    payrollListItemSchema,
    companyHeader(companyId),
  );
