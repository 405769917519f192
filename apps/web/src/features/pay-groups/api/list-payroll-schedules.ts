import { payPeriodSchema, type PayPeriod } from '@paydesk/contracts';
import { keysetFetcher, type PageFetcher } from '@web/shared/ui/data-grid/fetch-page';
import { companyHeader } from './pay-group-keys';

/** GET /pay-groups/{id}/payroll-schedules, paged by Page-Key (12 a page). */
export const payrollScheduleFetcher = (
  companyId: string,
  payGroupId: string,
): PageFetcher<PayPeriod> =>
  keysetFetcher(
    `/pay-groups/${encodeURIComponent(payGroupId)}/payroll-schedules`,
    payPeriodSchema,
    companyHeader(companyId),
  );
