import * as z from '../z';
import { paycheckCentsSchema, paycheckDateSchema, paycheckHoursSchema } from '../paycheck/fields';
import { recordIdSchema, versionSchema } from '../record-keys';
import { plainLine } from '../text';
import {
  amountEarningCodes,
  draftEarningFields,
  earningInputs,
  hoursEarningCodes,
} from '../pay-lines/earning-codes';
import {
  offCycleReasonSchema,
  payrollDeductionKindSchema,
  payrollTypeSchema,
  withholdingMethodSchema,
} from './payroll-enums';
import { payrollDraftLineSchema } from './payroll-line';
import { payrollReadinessItemSchema } from './payroll-readiness';
import { payrollSummarySchema } from './payroll-summary';

export const PAYROLL_DRAFT_PAGE_SIZE = 50;
/** At most this many lines change in one `PUT /payroll-drafts/{id}`. */
export const PAYROLL_DRAFT_MAX_LINES_PER_UPDATE = 500;

const idSchema = recordIdSchema();

export const offCycleRequestSchema = z
  .strictObject({
    reason: offCycleReasonSchema,
    payDate: paycheckDateSchema,
    periodStart: paycheckDateSchema,
    periodEnd: paycheckDateSchema,
    employeeIds: z
      .array(idSchema)
      .check(
        z.minLength(1, 'Choose at least one employee'),
        z.maxLength(10_000, 'Choose at most 10000 employees'),
      ),
    withholding: z._default(withholdingMethodSchema, 'regular'),
  })
  .check(
    z.refine((offCycle) => offCycle.periodStart <= offCycle.periodEnd, {
      message: 'The period must not end before it starts',
      path: ['periodEnd'],
    }),
  );
export type OffCycleRequest = z.input<typeof offCycleRequestSchema>;

/**
 * `POST /payroll-drafts`, one of three forms: a period of a pay group's schedule (by its end),
 * an approved payroll to edit, or an off-cycle run of chosen employees.
 */
export const createPayrollDraftRequestSchema = z
  .union([
    z.strictObject({ payGroupId: idSchema, periodEnd: paycheckDateSchema }),
    z.strictObject({ payrollId: idSchema }),
    z.strictObject({ payGroupId: idSchema, offCycle: offCycleRequestSchema }),
  ])
  .register(z.globalRegistry, { id: 'CreatePayrollDraftRequest' });
export type CreatePayrollDraftRequest = z.input<typeof createPayrollDraftRequestSchema>;
export type CreatePayrollDraftInput = z.output<typeof createPayrollDraftRequestSchema>;

/** `POST /payroll-drafts` answer (201). */
export const createPayrollDraftResponseSchema = z
  .object({
    draftId: z.string(),
    version: z.number().check(z.int()),
    summary: payrollSummarySchema,
  })
  .register(z.globalRegistry, { id: 'CreatePayrollDraftResponse' });
export type CreatePayrollDraftResponse = z.infer<typeof createPayrollDraftResponseSchema>;

/** `GET /payroll-drafts/{id}`: the draft with one page of its lines in `items`. */
export const payrollDraftSchema = z
  .object({
    draftId: z.string(),
    companyId: z.string(),
    payGroupId: z.string(),
    /** The approved payroll this draft edits, when it edits one. */
    payrollId: z.nullable(z.string()),
    type: payrollTypeSchema,
    offCycleReason: z.nullable(offCycleReasonSchema),
    withholding: withholdingMethodSchema,
    periodStart: z.string(),
    periodEnd: z.string(),
    payDate: z.string(),
    version: z.number().check(z.int()),
    summary: payrollSummarySchema,
    readiness: z.array(payrollReadinessItemSchema),
    items: z.array(payrollDraftLineSchema),
    totalItems: z.number().check(z.int()),
    totalPages: z.number().check(z.int()),
  })
  .register(z.globalRegistry, { id: 'PayrollDraft' });
export type PayrollDraft = z.infer<typeof payrollDraftSchema>;

/**
 * A deduction of a line. With `deductionId` it is the employee's recurring deduction, at the
 * amount typed for this payroll (its year's limit still applies); a recurring deduction left out
 * of the list is skipped for this payroll.
 */
export const payrollDraftDeductionRequestSchema = z.strictObject({
  deductionId: z.optional(idSchema),
  kind: payrollDeductionKindSchema,
  amountCents: paycheckCentsSchema,
  label: plainLine(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter a label'),
        z.maxLength(100, 'Use at most 100 characters'),
      ),
  ),
});

/** An order of the employee on a line: the amount this payroll asks (the cap still applies). */
export const payrollDraftGarnishmentRequestSchema = z.strictObject({
  garnishmentId: idSchema,
  amountCents: paycheckCentsSchema,
});
export type PayrollDraftGarnishmentRequest = z.infer<typeof payrollDraftGarnishmentRequestSchema>;

/**
 * An earning entered by its code: hours for an hours earning, cents for an amount earning. Zero
 * takes the earning off the line. (Time-off earnings are refused by the API: they come from
 * approved time off.)
 */
export const payrollDraftEarningRequestSchema = z
  .strictObject({
    code: z.enum([...hoursEarningCodes, ...amountEarningCodes], {
      error: `Choose one of ${[...hoursEarningCodes, ...amountEarningCodes].join(', ')}`,
    }),
    hours: z.optional(paycheckHoursSchema),
    amountCents: z.optional(paycheckCentsSchema),
  })
  .check(
    z.refine(
      (entry) =>
        earningInputs[entry.code] !== 'hours' ||
        (entry.hours !== undefined && entry.amountCents === undefined),
      { message: 'An hours earning takes hours, not amountCents', path: ['hours'] },
    ),
    z.refine(
      (entry) =>
        earningInputs[entry.code] !== 'amount' ||
        (entry.amountCents !== undefined && entry.hours === undefined),
      { message: 'An amount earning takes amountCents, not hours', path: ['amountCents'] },
    ),
  );
export type PayrollDraftEarningRequest = z.infer<typeof payrollDraftEarningRequestSchema>;

/** The earning codes a line's change names, by its own fields and its `earnings` list. */
const namedEarningCodes = (line: {
  earnings?: readonly { code: string }[] | undefined;
}): string[] => [
  ...Object.entries(draftEarningFields)
    .filter(([field]) => (line as Record<string, unknown>)[field] !== undefined)
    .map(([, code]) => code),
  ...(line.earnings ?? []).map((entry) => entry.code),
];

/**
 * One line's changes: fields left out keep their value; `deductions` replaces the line's list;
 * `salaryCents` replaces the period salary of a salaried employee (null goes back to it).
 * `earnings` sets earnings by code; an earning is named once, by its field or in the list.
 */
export const payrollDraftLineUpdateSchema = z
  .strictObject({
    employeeId: idSchema,
    excluded: z.optional(z.boolean()),
    regularHours: z.optional(paycheckHoursSchema),
    overtimeHours: z.optional(paycheckHoursSchema),
    salaryCents: z.optional(z.nullable(paycheckCentsSchema)),
    bonusCents: z.optional(paycheckCentsSchema),
    commissionCents: z.optional(paycheckCentsSchema),
    reimbursementCents: z.optional(paycheckCentsSchema),
    deductions: z.optional(
      z
        .array(payrollDraftDeductionRequestSchema)
        .check(z.maxLength(20, 'Use at most 20 deductions')),
    ),
    earnings: z.optional(
      z.array(payrollDraftEarningRequestSchema).check(z.maxLength(20, 'Use at most 20 earnings')),
    ),
    /** Replaces the line's orders: an order left out is skipped for this payroll. */
    garnishments: z.optional(
      z.array(payrollDraftGarnishmentRequestSchema).check(z.maxLength(20, 'Use at most 20 orders')),
    ),
    memo: z.optional(
      z.nullable(
        plainLine(z.string().check(z.trim(), z.maxLength(500, 'Use at most 500 characters'))),
      ),
    ),
  })
  .check(
    z.refine(
      (line) => {
        const codes = namedEarningCodes(line);
        return new Set(codes).size === codes.length;
      },
      { message: 'Name each earning once, by its field or in earnings', path: ['earnings'] },
    ),
  );
export type PayrollDraftLineUpdate = z.infer<typeof payrollDraftLineUpdateSchema>;

/** `PUT /payroll-drafts/{id}`. */
export const updatePayrollDraftRequestSchema = z
  .strictObject({
    version: versionSchema,
    payDate: z.optional(paycheckDateSchema),
    lines: z._default(
      z
        .array(payrollDraftLineUpdateSchema)
        .check(
          z.maxLength(
            PAYROLL_DRAFT_MAX_LINES_PER_UPDATE,
            `Change at most ${PAYROLL_DRAFT_MAX_LINES_PER_UPDATE} lines at once`,
          ),
        ),
      [],
    ),
  })
  .register(z.globalRegistry, { id: 'UpdatePayrollDraftRequest' });
export type UpdatePayrollDraftRequest = z.input<typeof updatePayrollDraftRequestSchema>;
export type UpdatePayrollDraftInput = z.output<typeof updatePayrollDraftRequestSchema>;

/** `PUT /payroll-drafts/{id}` answer: the new version, the summary and the changed lines. */
export const updatePayrollDraftResponseSchema = z
  .object({
    version: z.number().check(z.int()),
    summary: payrollSummarySchema,
    readiness: z.array(payrollReadinessItemSchema),
    lines: z.array(payrollDraftLineSchema),
  })
  .register(z.globalRegistry, { id: 'UpdatePayrollDraftResponse' });
export type UpdatePayrollDraftResponse = z.infer<typeof updatePayrollDraftResponseSchema>;
