import { payPeriodSchema, type PayPeriod } from '@paydesk/contracts';
import { keysetFetcher, type PageFetcher } from '@web/shared/ui/data-grid/fetch-page';
import { companyHeader } from '@web/shared/http/company-header';

/**
 * GET /pay-groups/{id}/payroll-schedules, paged by Page-Key (12 a page): the periods paid on or
 * after `from` (a date; the server's today when left out).
 */
export const payrollScheduleFetcher = (
  companyId: string,
  payGroupId: string,
  from?: string,
): PageFetcher<PayPeriod> =>
  keysetFetcher(
    `/pay-groups/${encodeURIComponent(payGroupId)}/payroll-schedules${
      from ? `?${new URLSearchParams({ from }).toString()}` : ''
    }`,
    payPeriodSchema,
    companyHeader(companyId),
  );
