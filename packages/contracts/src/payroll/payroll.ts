import * as z from '../z';
import { paycheckDateSchema } from '../paycheck/fields';
import { recordIdSchema, versionSchema } from '../record-keys';
import { plainText } from '../text';
import {
  offCycleReasonSchema,
  paymentStatusSchema,
  payrollStatusSchema,
  payrollTypeSchema,
} from './payroll-enums';
import { payrollSummarySchema } from './payroll-summary';

export const PAYROLL_PAGE_SIZE = 25;

/** `POST /payrolls`: commit a draft; with `payrollId` the draft replaces that approved payroll. */
export const commitPayrollRequestSchema = z
  .strictObject({
    draftId: recordIdSchema('Send the draft to commit'),
    payrollId: z.optional(recordIdSchema()),
  })
  .register(z.globalRegistry, { id: 'CommitPayrollRequest' });
export type CommitPayrollRequest = z.infer<typeof commitPayrollRequestSchema>;

/** One employee's payment in a payroll. */
export const payrollItemSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  payStubId: z.string(),
  grossCents: z.number().check(z.int()),
  netPayCents: z.number().check(z.int()),
  paymentStatus: paymentStatusSchema,
  /** The bank's return reason code (R01 …) of a `failed` payment; null otherwise. */
  returnCode: z.optional(z.nullable(z.string())),
});
export type PayrollItem = z.infer<typeof payrollItemSchema>;

const payrollFields = {
  id: z.string(),
  companyId: z.string(),
  payGroupId: z.string(),
  type: payrollTypeSchema,
  offCycleReason: z.nullable(offCycleReasonSchema),
  status: payrollStatusSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  memo: z.nullable(z.string()),
  version: z.number().check(z.int()),
  summary: payrollSummarySchema,
  achFileId: z.nullable(z.string()),
  /** The draft last committed into this payroll. */
  draftId: z.string(),
  createdAt: z.string(),
};

/** `GET /payrolls/{id}`, and the answer of a commit and a PATCH. */
export const payrollSchema = z
  .object({ ...payrollFields, items: z.array(payrollItemSchema) })
  .register(z.globalRegistry, { id: 'Payroll' });
export type Payroll = z.infer<typeof payrollSchema>;

/** A row of `GET /payrolls`: the payroll without its items, with its company's name. */
export const payrollListItemSchema = z
  .object({ ...payrollFields, companyName: z.string() })
  .register(z.globalRegistry, { id: 'PayrollListItem' });
export type PayrollListItem = z.infer<typeof payrollListItemSchema>;

/**
 * `GET /payrolls` query: a company's payrolls (filtered by status or by an employee paid in
 * them), or without a company every payroll in the caller's scope with the given status.
 */
export const payrollListQuerySchema = z.object({
  companyId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  status: z.optional(payrollStatusSchema),
  employeeId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type PayrollListQuery = z.infer<typeof payrollListQuerySchema>;

/** `PATCH /payrolls/{id}`, while approved: exactly one of cancel, a new pay date or a memo. */
export const patchPayrollRequestSchema = z
  .strictObject({
    version: versionSchema,
    status: z.optional(z.literal('cancelled', { error: 'Only cancelled can be set' })),
    payDate: z.optional(paycheckDateSchema),
    memo: z.optional(
      z.nullable(
        plainText(z.string().check(z.trim(), z.maxLength(1000, 'Use at most 1000 characters'))),
      ),
    ),
  })
  .check(
    z.refine(
      (patch) =>
        [patch.status, patch.payDate, patch.memo].filter((value) => value !== undefined).length ===
        1,
      { message: 'Send exactly one of status, payDate or memo', path: ['status'] },
    ),
  )
  .register(z.globalRegistry, { id: 'PatchPayrollRequest' });
export type PatchPayrollRequest = z.infer<typeof patchPayrollRequestSchema>;
