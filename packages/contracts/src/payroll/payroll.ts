import { z } from 'zod';
import { paycheckDateSchema } from '../paycheck/fields';
import { plainText } from '../text';
import {
  offCycleReasonSchema,
  paymentStatusSchema,
  payrollStatusSchema,
  payrollTypeSchema,
} from './payroll-enums';
import { payrollSummarySchema } from './payroll-summary';

export const PAYROLL_PAGE_SIZE = 25;

const versionSchema = z
  .number({ error: 'Send the version you read' })
  .int('Send the version you read')
  .min(1, 'Send the version you read');

/** `POST /payrolls`: commit a draft; with `payrollId` the draft replaces that approved payroll. */
export const commitPayrollRequestSchema = z
  .strictObject({
    draftId: z.string({ error: 'Send the draft to commit' }).trim().min(1).max(100),
    payrollId: z.string().trim().min(1).max(100).optional(),
  })
  .meta({ id: 'CommitPayrollRequest' });
export type CommitPayrollRequest = z.infer<typeof commitPayrollRequestSchema>;

/** One employee's payment in a payroll. */
export const payrollItemSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  payStubId: z.string(),
  grossCents: z.number().int(),
  netPayCents: z.number().int(),
  paymentStatus: paymentStatusSchema,
  /** The bank's return reason code (R01 …) of a `failed` payment; null otherwise. */
  returnCode: z.string().nullable().optional(),
});
export type PayrollItem = z.infer<typeof payrollItemSchema>;

const payrollFields = {
  id: z.string(),
  companyId: z.string(),
  payGroupId: z.string(),
  type: payrollTypeSchema,
  offCycleReason: offCycleReasonSchema.nullable(),
  status: payrollStatusSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  memo: z.string().nullable(),
  version: z.number().int(),
  summary: payrollSummarySchema,
  achFileId: z.string().nullable(),
  /** The draft last committed into this payroll. */
  draftId: z.string(),
  createdAt: z.string(),
};

/** `GET /payrolls/{id}`, and the answer of a commit and a PATCH. */
export const payrollSchema = z
  .object({ ...payrollFields, items: z.array(payrollItemSchema) })
  .meta({ id: 'Payroll' });
export type Payroll = z.infer<typeof payrollSchema>;

/** A row of `GET /payrolls`: the payroll without its items, with its company's name. */
export const payrollListItemSchema = z
  .object({ ...payrollFields, companyName: z.string() })
  .meta({ id: 'PayrollListItem' });
export type PayrollListItem = z.infer<typeof payrollListItemSchema>;

/**
 * `GET /payrolls` query: a company's payrolls (filtered by status or by an employee paid in
 * them), or without a company every payroll in the caller's scope with the given status.
 */
export const payrollListQuerySchema = z.object({
  companyId: z.string().trim().min(1).max(100).optional(),
  status: payrollStatusSchema.optional(),
  employeeId: z.string().trim().min(1).max(100).optional(),
});
export type PayrollListQuery = z.infer<typeof payrollListQuerySchema>;

/** `PATCH /payrolls/{id}`, while approved: exactly one of cancel, a new pay date or a memo. */
export const patchPayrollRequestSchema = z
  .strictObject({
    version: versionSchema,
    status: z.literal('cancelled', { error: 'Only cancelled can be set' }).optional(),
    payDate: paycheckDateSchema.optional(),
    memo: plainText(z.string().trim().max(1000, 'Use at most 1000 characters'))
      .nullable()
      .optional(),
  })
  .refine(
    (patch) =>
      [patch.status, patch.payDate, patch.memo].filter((value) => value !== undefined).length === 1,
    { message: 'Send exactly one of status, payDate or memo', path: ['status'] },
  )
  .meta({ id: 'PatchPayrollRequest' });
export type PatchPayrollRequest = z.infer<typeof patchPayrollRequestSchema>;
