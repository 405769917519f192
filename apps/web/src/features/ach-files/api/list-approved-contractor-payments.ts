import { contractorPaymentSchema, type ContractorPayment } from '@paydesk/contracts';
import { keysetFetcher, type PageFetcher } from '@web/shared/ui/data-grid/fetch-page';

export const APPROVED_CONTRACTOR_PAYMENTS_PAGE_SIZE = 25;

/**
 * GET /contractor-payments?status=approved without a company header: the approved contractor
 * payment runs of every company in the caller's scope, the ones a file can pay.
 */
export const approvedContractorPaymentPageFetcher: PageFetcher<ContractorPayment> =
  keysetFetcher<ContractorPayment>('/contractor-payments?status=approved', contractorPaymentSchema);
