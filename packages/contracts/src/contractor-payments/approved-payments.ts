import * as z from '../z';
import { contractorPaymentSchema, contractorPaymentStatusSchema } from './contractor-payments';

/**
 * A row of `GET /contractor-payments?status=approved` (no `Company-ID`): a run of any company in
 * the caller's scope, with its company's name — what the ACH create page offers beside the
 * approved payrolls (`GET /payrolls?status=approved`).
 */
export const contractorPaymentListItemSchema = z
  .extend(contractorPaymentSchema, { companyName: z.string() })
  .register(z.globalRegistry, { id: 'ContractorPaymentListItem' });
export type ContractorPaymentListItem = z.infer<typeof contractorPaymentListItemSchema>;

/** The runs listed across companies: those of one status (`approved`: an ACH file may pay them). */
export const contractorPaymentListQuerySchema = z.object({
  status: z.optional(contractorPaymentStatusSchema),
});
export type ContractorPaymentListQuery = z.infer<typeof contractorPaymentListQuerySchema>;
