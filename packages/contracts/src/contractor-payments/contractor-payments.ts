import * as z from '../z';
import { paycheckDateSchema } from '../paycheck/fields';
import { recordIdSchema, versionSchema } from '../record-keys';
import { plainLine } from '../text';

const cents = z.number().check(z.int());

/** What one ACH entry's amount field carries (10 digits): $99,999,999.99. */
export const CONTRACTOR_PAYMENT_MAX_CENTS = 9_999_999_999;
export const CONTRACTOR_PAYMENT_MAX_ITEMS = 500;
export const CONTRACTOR_PAYMENT_PAGE_SIZE = 25;

const AMOUNT_MESSAGE = 'Enter the amount in whole cents, more than 0';
const amountCentsSchema = z
  .number({ error: AMOUNT_MESSAGE })
  .check(
    z.int(AMOUNT_MESSAGE),
    z.gt(0, AMOUNT_MESSAGE),
    z.lte(CONTRACTOR_PAYMENT_MAX_CENTS, 'is more than one ACH payment carries ($99,999,999.99)'),
  );
const REIMBURSEMENT_MESSAGE = 'Enter the reimbursement in whole cents, 0 or more';
const reimbursementCentsSchema = z
  .number({ error: REIMBURSEMENT_MESSAGE })
  .check(
    z.int(REIMBURSEMENT_MESSAGE),
    z.gte(0, REIMBURSEMENT_MESSAGE),
    z.lte(CONTRACTOR_PAYMENT_MAX_CENTS, 'is more than one ACH payment carries ($99,999,999.99)'),
  );
const memoSchema = plainLine(
  z.string().check(z.trim(), z.maxLength(200, 'Use at most 200 characters')),
);

/** One contractor's line: the fee (`amountCents`, reported on the 1099-NEC) and expenses repaid. */
export const contractorPaymentItemRequestSchema = z.strictObject({
  contractorId: recordIdSchema('Choose the contractor'),
  amountCents: amountCentsSchema,
  reimbursementCents: z.optional(reimbursementCentsSchema),
  memo: z.optional(z.nullable(memoSchema)),
});
export type ContractorPaymentItemRequest = z.input<typeof contractorPaymentItemRequestSchema>;

/**
 * `POST /contractor-payments` and `POST /contractor-payments/preview` (the company in
 * `Company-ID`): a pay date and one line per contractor. Creating it approves it.
 */
export const createContractorPaymentRequestSchema = z
  .strictObject({
    payDate: paycheckDateSchema,
    items: z
      .array(contractorPaymentItemRequestSchema, { error: 'Add the contractors to pay' })
      .check(
        z.minLength(1, 'Add at least one contractor'),
        z.maxLength(
          CONTRACTOR_PAYMENT_MAX_ITEMS,
          `Pay at most ${CONTRACTOR_PAYMENT_MAX_ITEMS} contractors at once`,
        ),
        z.refine(
          (items) => new Set(items.map((item) => item.contractorId)).size === items.length,
          'Pay each contractor once in a payment run',
        ),
      ),
  })
  .register(z.globalRegistry, { id: 'CreateContractorPaymentRequest' });
export type CreateContractorPaymentRequest = z.input<typeof createContractorPaymentRequestSchema>;

/** `POST /contractor-payments/{id}/void`: the version read. */
export const voidContractorPaymentRequestSchema = z
  .strictObject({ version: versionSchema })
  .register(z.globalRegistry, { id: 'VoidContractorPaymentRequest' });
export type VoidContractorPaymentRequest = z.infer<typeof voidContractorPaymentRequestSchema>;

export const contractorPaymentMethods = ['direct_deposit', 'check'] as const;
export const contractorPaymentMethodSchema = z.enum(contractorPaymentMethods);

/** `pending` until the pay date of a run in an ACH file (or paid by check), `failed` by a return. */
export const contractorPaymentItemStatuses = ['pending', 'paid', 'failed', 'voided'] as const;
export const contractorPaymentItemStatusSchema = z.enum(contractorPaymentItemStatuses);
export type ContractorPaymentItemStatus = z.infer<typeof contractorPaymentItemStatusSchema>;

/** `processing` once in an ACH file; `paid` from its pay date; `voided` before any file. */
export const contractorPaymentStatuses = ['approved', 'processing', 'paid', 'voided'] as const;
export const contractorPaymentStatusSchema = z.enum(contractorPaymentStatuses);
export type ContractorPaymentStatus = z.infer<typeof contractorPaymentStatusSchema>;

/**
 * `GET /contractor-payments` (every company in the caller's scope, for the ACH file page) and
 * `GET /companies/{id}/contractor-payments`: runs newest pay date first, by status if asked.
 */
export const contractorPaymentListQuerySchema = z.object({
  status: z.optional(contractorPaymentStatusSchema),
});
export type ContractorPaymentListQuery = z.infer<typeof contractorPaymentListQuerySchema>;

/** A line as computed: net = amount − backup withholding + reimbursement. */
export const contractorPaymentLineSchema = z.object({
  contractorId: z.string(),
  /** The person's name, or the business's. */
  contractorName: z.string(),
  contractorType: z.enum(['individual', 'business']),
  amountCents: cents,
  reimbursementCents: cents,
  /** 24% of the amount (never of the reimbursement) when the contractor is under backup withholding. */
  backupWithholdingCents: cents,
  netCents: cents,
  memo: z.nullable(z.string()),
  paymentMethod: contractorPaymentMethodSchema,
});
export type ContractorPaymentLine = z.infer<typeof contractorPaymentLineSchema>;

export const contractorPaymentItemSchema = z.extend(contractorPaymentLineSchema, {
  id: z.string(),
  status: contractorPaymentItemStatusSchema,
  /** The bank's return code (R01, …) of a failed direct deposit. */
  returnCode: z.nullable(z.string()),
});
export type ContractorPaymentItem = z.infer<typeof contractorPaymentItemSchema>;

/** The run's sums: `totalCents` is what it costs the company (amounts + reimbursements). */
const totals = {
  amountCents: cents,
  reimbursementCents: cents,
  backupWithholdingCents: cents,
  /** What the contractors receive. */
  netCents: cents,
  totalCents: cents,
};

/** `POST /contractor-payments/preview`: the lines as approval would compute them; writes nothing. */
export const contractorPaymentPreviewSchema = z
  .object({ payDate: z.string(), items: z.array(contractorPaymentLineSchema), ...totals })
  .register(z.globalRegistry, { id: 'ContractorPaymentPreview' });
export type ContractorPaymentPreview = z.infer<typeof contractorPaymentPreviewSchema>;

/** A contractor payment run (201 on creation, read, listed). */
export const contractorPaymentSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    /** The paying company's name (every answer of the API carries it). */
    companyName: z.optional(z.string()),
    payDate: z.string(),
    status: contractorPaymentStatusSchema,
    items: z.array(contractorPaymentItemSchema),
    ...totals,
    /** The ACH file that pays its direct deposits, once in one. */
    achFileId: z.nullable(z.string()),
    createdAt: z.string(),
    version: z.number().check(z.int()),
  })
  .register(z.globalRegistry, { id: 'ContractorPayment' });
export type ContractorPayment = z.infer<typeof contractorPaymentSchema>;

/**
 * A row of `GET /contractor-payments?status=approved` (no `Company-ID`): a run of any company in
 * the caller's scope, with its company's name — what the ACH create page offers beside the
 * approved payrolls (`GET /payrolls?status=approved`).
 */
export const contractorPaymentListItemSchema = z
  .extend(contractorPaymentSchema, { companyName: z.string() })
  .register(z.globalRegistry, { id: 'ContractorPaymentListItem' });
export type ContractorPaymentListItem = z.infer<typeof contractorPaymentListItemSchema>;

/** `GET /me/contractor-payments`: the signed-in contractor's own lines, newest first. */
export const myContractorPaymentSchema = z.extend(contractorPaymentItemSchema, {
  paymentId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  payDate: z.string(),
});
export type MyContractorPayment = z.infer<typeof myContractorPaymentSchema>;
export const myContractorPaymentsSchema = z
  .object({ items: z.array(myContractorPaymentSchema) })
  .register(z.globalRegistry, { id: 'MyContractorPayments' });
export type MyContractorPayments = z.infer<typeof myContractorPaymentsSchema>;
