import { payrollListItemSchema, type PayrollListItem } from '@paydesk/contracts';
import { keysetFetcher, type PageFetcher } from '@web/shared/ui/data-grid/fetch-page';

export const APPROVED_PAYROLLS_PAGE_SIZE = 25;

/**
 * GET /payrolls?status=approved without a company header: the approved payrolls of every
 * company in the caller's scope, the ones a file can pay.
 */
export const approvedPayrollPageFetcher: PageFetcher<PayrollListItem> =
  keysetFetcher<PayrollListItem>('/payrolls?status=approved', payrollListItemSchema);
