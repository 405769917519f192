import * as z from '../z';
import { employeeAddressSchema } from '../employees/employee-sections';
import { garnishmentCodes } from '../pay-lines/deduction-codes';
import { versionSchema } from '../record-keys';
import { plainLine } from '../text';
import {
  amountOrPercentageRule,
  datesInOrderRule,
  percentageSchema,
  recurringCentsOrZeroSchema,
  recurringCentsSchema,
  recurringDateSchema,
} from './deduction-fields';

/** Court and agency orders, as `POST /employees/{id}/garnishments` names them (the pay-line codes). */
export const garnishmentTypes = garnishmentCodes;
export type GarnishmentType = (typeof garnishmentTypes)[number];
export const GARNISHMENT_TYPE_MESSAGE = `Choose one of ${garnishmentTypes.join(', ')}`;
export const garnishmentTypeSchema = z.enum(garnishmentTypes, { error: GARNISHMENT_TYPE_MESSAGE });

export const CASE_NUMBER_MESSAGE = 'Enter the case number from the order (at most 50 characters)';
export const ISSUER_MESSAGE =
  'Enter the court or agency that issued the order (at most 100 characters)';
export const PAYEE_NAME_MESSAGE = 'Enter who receives the payments (at most 100 characters)';
export const LEVY_EXEMPT_MESSAGE =
  'A federal tax levy takes the exempt amount from its Form 668-W, not an amount or percentage';
export const LEVY_EXEMPT_MISSING_MESSAGE =
  'Enter the exempt amount per paycheck from the Form 668-W';
export const EXEMPT_ONLY_LEVY_MESSAGE = 'Only a federal tax levy has an exempt amount';
export const SUPPORT_ONLY_MESSAGE = 'Only a child support or alimony order says this';

const line = (message: string, max: number) =>
  plainLine(
    z
      .string({ error: message })
      .check(z.trim(), z.minLength(1, message), z.maxLength(max, message)),
  );

/** Who receives the order's payments (a state disbursement unit, a creditor, the IRS). */
export const garnishmentPayeeSchema = z.strictObject({
  name: line(PAYEE_NAME_MESSAGE, 100),
  address: employeeAddressSchema,
});
export type GarnishmentPayee = z.infer<typeof garnishmentPayeeSchema>;

const isSupport = (type: GarnishmentType | undefined): boolean =>
  type === 'child_support' || type === 'alimony';

const orderRule = (
  value: {
    type?: GarnishmentType;
    amountCents?: number | null | undefined;
    percentage?: number | null | undefined;
    exemptAmountCents?: number | null | undefined;
    supportsOtherFamily?: boolean | undefined;
    arrearsOver12Weeks?: boolean | undefined;
  },
  context: z.core.$RefinementCtx,
): void => {
  if (value.type === 'federal_tax_levy') {
    if (value.amountCents != null || value.percentage != null) {
      context.addIssue({ code: 'custom', path: ['amountCents'], message: LEVY_EXEMPT_MESSAGE });
    }
    if (value.exemptAmountCents == null) {
      context.addIssue({
        code: 'custom',
        path: ['exemptAmountCents'],
        message: LEVY_EXEMPT_MISSING_MESSAGE,
      });
    }
    return;
  }
  // A federal student loan order without an amount takes the 15% the law allows.
  amountOrPercentageRule(value.type !== 'student_loan')(value, context);
  if (value.type && value.exemptAmountCents != null) {
    context.addIssue({
      code: 'custom',
      path: ['exemptAmountCents'],
      message: EXEMPT_ONLY_LEVY_MESSAGE,
    });
  }
  if (value.type && !isSupport(value.type)) {
    if (value.supportsOtherFamily) {
      context.addIssue({
        code: 'custom',
        path: ['supportsOtherFamily'],
        message: SUPPORT_ONLY_MESSAGE,
      });
    }
    if (value.arrearsOver12Weeks) {
      context.addIssue({
        code: 'custom',
        path: ['arrearsOver12Weeks'],
        message: SUPPORT_ONLY_MESSAGE,
      });
    }
  }
};

/**
 * `POST /employees/{id}/garnishments`: an order with the amount (or percentage of disposable
 * earnings) it asks per paycheck; a federal tax levy gives instead the exempt amount of its
 * Form 668-W; a student loan order may give neither (15% of disposable earnings). `receivedOn` is the day it is entered (creditors share the cap in that order).
 */
export const createGarnishmentRequestSchema = z
  .strictObject({
    type: garnishmentTypeSchema,
    caseNumber: line(CASE_NUMBER_MESSAGE, 50),
    issuer: line(ISSUER_MESSAGE, 100),
    amountCents: z.optional(recurringCentsSchema),
    percentage: z.optional(percentageSchema()),
    supportsOtherFamily: z._default(z.boolean(), false),
    arrearsOver12Weeks: z._default(z.boolean(), false),
    totalOwedCents: z.optional(recurringCentsSchema),
    exemptAmountCents: z.optional(recurringCentsOrZeroSchema),
    payee: garnishmentPayeeSchema,
    startDate: recurringDateSchema,
    endDate: z.optional(recurringDateSchema),
  })
  .check(z.superRefine(orderRule), z.superRefine(datesInOrderRule))
  .register(z.globalRegistry, { id: 'CreateGarnishmentRequest' });
export type CreateGarnishmentRequest = z.input<typeof createGarnishmentRequestSchema>;
export type CreateGarnishmentInput = z.output<typeof createGarnishmentRequestSchema>;

/**
 * `PATCH /employees/{id}/garnishments/{garnishmentId}`: the fields to change and the version.
 * The type stays. `amountCents` drops the percentage and the other way round; `null` clears.
 */
export const updateGarnishmentRequestSchema = z
  .strictObject({
    version: versionSchema,
    caseNumber: z.optional(line(CASE_NUMBER_MESSAGE, 50)),
    issuer: z.optional(line(ISSUER_MESSAGE, 100)),
    amountCents: z.optional(recurringCentsSchema),
    percentage: z.optional(percentageSchema()),
    supportsOtherFamily: z.optional(z.boolean()),
    arrearsOver12Weeks: z.optional(z.boolean()),
    totalOwedCents: z.optional(z.nullable(recurringCentsSchema)),
    exemptAmountCents: z.optional(recurringCentsOrZeroSchema),
    payee: z.optional(garnishmentPayeeSchema),
    startDate: z.optional(recurringDateSchema),
    endDate: z.optional(z.nullable(recurringDateSchema)),
  })
  .check(z.superRefine(amountOrPercentageRule(false)), z.superRefine(datesInOrderRule))
  .register(z.globalRegistry, { id: 'UpdateGarnishmentRequest' });
export type UpdateGarnishmentRequest = z.input<typeof updateGarnishmentRequestSchema>;
export type UpdateGarnishmentInput = z.output<typeof updateGarnishmentRequestSchema>;

const cents = z.number().check(z.int());

/** An order as answered, with what the issued stubs have withheld for it. */
export const garnishmentSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    employeeId: z.string(),
    type: garnishmentTypeSchema,
    caseNumber: z.string(),
    issuer: z.string(),
    amountCents: z.nullable(cents),
    percentage: z.nullable(z.number()),
    supportsOtherFamily: z.boolean(),
    arrearsOver12Weeks: z.boolean(),
    totalOwedCents: z.nullable(cents),
    exemptAmountCents: z.nullable(cents),
    payee: z.object({ name: z.string(), address: employeeAddressSchema }),
    startDate: z.string(),
    endDate: z.nullable(z.string()),
    /** The day the order was entered: creditors' orders share the cap in this order. */
    receivedOn: z.string(),
    /** Started, not ended, and not yet paid off, on today's date. */
    active: z.boolean(),
    version: z.number().check(z.int()),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Everything withheld for the order by non-voided stubs, all years together. */
    withheldToDateCents: cents,
    /** `totalOwedCents` less what was withheld, never below 0; null without a total owed. */
    remainingCents: z.nullable(cents),
  })
  .register(z.globalRegistry, { id: 'Garnishment' });
export type Garnishment = z.infer<typeof garnishmentSchema>;

export const garnishmentListSchema = z
  .object({ items: z.array(garnishmentSchema) })
  .register(z.globalRegistry, { id: 'GarnishmentList' });
export type GarnishmentList = z.infer<typeof garnishmentListSchema>;
