import * as z from '../z';
import { recordIdSchema } from '../record-keys';

const cents = z.number().check(z.int());

/**
 * The most payrolls one ACH file request names: a payday of 5,000 small companies is one file.
 * NACHA's control records do not bound it (6 digits of batches, 8 of entries); the request stays
 * about 200 KB, under the API's 1 MiB body limit; its id lists stay below the databases' bound
 * parameters (SQLite 32,766); and a file of more than ACH_FILE_JOB_THRESHOLD payments is made in
 * a job, not in the request.
 */
export const ACH_FILE_MAX_PAYROLLS = 5_000;
/** The most contractor payment runs one ACH file request names. */
export const ACH_FILE_MAX_CONTRACTOR_PAYMENTS = 500;

const idList = (what: string, required: string, max: number) =>
  z.array(recordIdSchema(), { error: required }).check(
    z.maxLength(max, `Choose at most ${max} ${what}`),
    z.refine((ids) => new Set(ids).size === ids.length, `Choose each ${what.slice(0, -1)} once`),
  );

/**
 * `POST /payments/ach/preview` and `POST /payments/ach/files`: the approved payrolls and
 * contractor payment runs to pay, at least one of either.
 */
export const achPayrollsRequestSchema = z
  .strictObject({
    payrolls: z.optional(idList('payrolls', 'Send the payrolls to pay', ACH_FILE_MAX_PAYROLLS)),
    contractorPayments: z.optional(
      idList(
        'contractor payments',
        'Send the contractor payments to pay',
        ACH_FILE_MAX_CONTRACTOR_PAYMENTS,
      ),
    ),
  })
  .check(
    z.superRefine((body, context) => {
      if ((body.payrolls?.length ?? 0) + (body.contractorPayments?.length ?? 0) > 0) return;
      context.addIssue({
        code: 'custom',
        path: [
          body.payrolls === undefined && body.contractorPayments
            ? 'contractorPayments'
            : 'payrolls',
        ],
        message: 'Choose at least one payroll or contractor payment',
      });
    }),
  )
  .register(z.globalRegistry, { id: 'AchPayrollsRequest' });
export type AchPayrollsRequest = z.infer<typeof achPayrollsRequestSchema>;

/** Why a preview deserves a second look: `ach.pay_date_passed`, `ach.no_entries`, … */
export const achWarningSchema = z.object({ code: z.string(), message: z.string() });
export type AchWarning = z.infer<typeof achWarningSchema>;

/**
 * One company's batch: its credits and the balancing debit of its funding account. Payrolls and
 * individual contractors' deposits share the company's PPD batch; business contractors' accounts
 * are paid in a CCD batch of their own.
 */
export const achBatchPreviewSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  /** `PPD` (payrolls, individuals' accounts) or `CCD` (businesses' accounts). */
  standardEntryClass: z.optional(z.enum(['PPD', 'CCD'])),
  payrollIds: z.array(z.string()),
  contractorPaymentIds: z.optional(z.array(z.string())),
  creditCount: z.number().check(z.int()),
  creditTotalCents: cents,
  debitTotalCents: cents,
});
export type AchBatchPreview = z.infer<typeof achBatchPreviewSchema>;

/** The answer of a preview; it writes nothing. */
export const achPreviewSchema = z
  .object({
    effectiveEntryDate: z.string(),
    entryCount: z.number().check(z.int()),
    totalCreditCents: cents,
    totalDebitCents: cents,
    batches: z.array(achBatchPreviewSchema),
    warnings: z.array(achWarningSchema),
  })
  .register(z.globalRegistry, { id: 'AchPreview' });
export type AchPreview = z.infer<typeof achPreviewSchema>;

/** A stored ACH file, as generated (201) and as listed. */
export const achFileSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    payrollIds: z.array(z.string()),
    /** The contractor payment runs the file pays (absent from files of payrolls alone). */
    contractorPaymentIds: z.optional(z.array(z.string())),
    entryCount: z.number().check(z.int()),
    totalCreditCents: cents,
    totalDebitCents: cents,
    effectiveEntryDate: z.string(),
  })
  .register(z.globalRegistry, { id: 'AchFile' });
export type AchFile = z.infer<typeof achFileSchema>;

export const ACH_FILE_PAGE_SIZE = 25;

/** A returned payment matched to its pay stub. */
export const achReturnMatchSchema = z.object({
  payStubId: z.string(),
  returnCode: z.string(),
  reason: z.string(),
});
/** A returned contractor direct deposit, matched to its payment line (which is now failed). */
export const achContractorReturnMatchSchema = z.object({
  contractorPaymentId: z.string(),
  contractorPaymentItemId: z.string(),
  contractorId: z.string(),
  returnCode: z.string(),
  reason: z.string(),
});
/** A return entry no payment matched, or whose payment had already failed. */
export const achReturnUnmatchedSchema = z.object({
  traceNumber: z.string(),
  returnCode: z.string(),
});
/** A notification of change: reported with the corrected data, never applied. */
export const achNotificationOfChangeSchema = z.object({
  traceNumber: z.string(),
  changeCode: z.string(),
  correctedData: z.string(),
  payStubId: z.nullable(z.string()),
});

/** `POST /payments/ach/returns`: what the bank's return file changed. */
export const achReturnsResultSchema = z
  .object({
    matched: z.array(achReturnMatchSchema),
    /** Contractor payments returned (absent when the file returned none). */
    contractorMatched: z.optional(z.array(achContractorReturnMatchSchema)),
    unmatched: z.array(achReturnUnmatchedSchema),
    notificationsOfChange: z.array(achNotificationOfChangeSchema),
  })
  .register(z.globalRegistry, { id: 'AchReturnsResult' });
export type AchReturnsResult = z.infer<typeof achReturnsResultSchema>;

/** The downloaded file's name (specification §9). */
export const achFileName = (id: string): string => `ach-${id}.txt`;
