import * as z from '../z';
import { paycheckDateSchema } from '../paycheck/fields';
import { pageOf } from '../http/page';
import { recordIdSchema, versionSchema } from '../record-keys';
import { plainLine } from '../text';

export const TIME_OFF_REQUEST_PAGE_SIZE = 50;

/** What a policy grants; each kind is paid with the pay-line earning of the same code. */
export const timeOffKinds = ['vacation', 'sick', 'personal', 'holiday'] as const;
export const timeOffKindSchema = z.enum(timeOffKinds, {
  error: 'Choose vacation, sick, personal or holiday',
});
export type TimeOffKind = z.infer<typeof timeOffKindSchema>;

/**
 * How hours are earned: `per_hour_worked` (`hours` for every `perHours` worked, as California's
 * 1 hour per 30), `per_pay_period` (`hours` by every committed payroll) or `annual_grant`
 * (`hours` once a year, by the first payroll paid in the calendar year).
 */
export const accrualMethods = ['per_hour_worked', 'per_pay_period', 'annual_grant'] as const;
export const accrualMethodSchema = z.enum(accrualMethods, {
  error: 'Choose per_hour_worked, per_pay_period or annual_grant',
});
export type AccrualMethod = z.infer<typeof accrualMethodSchema>;

export const TIME_OFF_MAX_HOURS = 10_000;
const HOURS_MESSAGE = `Enter hours from 0 to ${TIME_OFF_MAX_HOURS}, with at most two decimals`;

/** Hours as people type them (16, 7.5, 0.25); the API keeps hundredths of an hour. */
export const timeOffHoursSchema = z.number({ error: HOURS_MESSAGE }).check(
  z.gte(0, HOURS_MESSAGE),
  z.lte(TIME_OFF_MAX_HOURS, HOURS_MESSAGE),
  z.refine((hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6, {
    message: HOURS_MESSAGE,
  }),
);

/** A starting balance may be negative (hours taken in advance before Paydesk). */
export const startingBalanceHoursSchema = z.number({ error: HOURS_MESSAGE }).check(
  z.gte(-TIME_OFF_MAX_HOURS, HOURS_MESSAGE),
  z.lte(TIME_OFF_MAX_HOURS, HOURS_MESSAGE),
  z.refine((hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6, {
    message: HOURS_MESSAGE,
  }),
);

const requestedHoursSchema = timeOffHoursSchema.check(
  z.refine((hours) => hours > 0, { message: 'Ask for more than 0 hours' }),
);

const WAITING_DAYS_MESSAGE = 'Enter whole days from 0 to 3650';
const waitingDaysSchema = z
  .number({ error: WAITING_DAYS_MESSAGE })
  .check(
    z.int(WAITING_DAYS_MESSAGE),
    z.gte(0, WAITING_DAYS_MESSAGE),
    z.lte(3650, WAITING_DAYS_MESSAGE),
  );

const POLICY_NAME_MESSAGE = 'Enter the policy’s name';
const policyNameSchema = plainLine(
  z
    .string({ error: POLICY_NAME_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, POLICY_NAME_MESSAGE),
      z.maxLength(80, 'Use at most 80 characters'),
    ),
);

const NOTE_MESSAGE = 'Use at most 500 characters';
const noteSchema = plainLine(z.string().check(z.trim(), z.maxLength(500, NOTE_MESSAGE)));

export const PER_HOURS_MESSAGE = 'Say per how many hours worked (more than 0)';

export const timeOffAccrualSchema = z
  .strictObject({
    method: accrualMethodSchema,
    /** Hours earned per `perHours` worked, per payroll, or per year. */
    hours: timeOffHoursSchema,
    /** Only `per_hour_worked`: the hours worked that earn `hours` (30 for 1 hour per 30). */
    perHours: z.optional(timeOffHoursSchema),
  })
  .check(
    z.superRefine((accrual, context) => {
      if (accrual.method === 'per_hour_worked' && !(accrual.perHours && accrual.perHours > 0)) {
        context.addIssue({ code: 'custom', path: ['perHours'], message: PER_HOURS_MESSAGE });
      }
    }),
  );
export type TimeOffAccrual = z.infer<typeof timeOffAccrualSchema>;

/** `POST /time-off-policies` (the company in `Company-ID`). */
export const createTimeOffPolicyRequestSchema = z
  .strictObject({
    name: policyNameSchema,
    kind: timeOffKindSchema,
    accrual: timeOffAccrualSchema,
    /** No accrual takes the balance above it; none: no cap. */
    maxBalanceHours: z.optional(z.nullable(timeOffHoursSchema)),
    /** At the year's end, a balance above it is cut to it; none: the whole balance carries. */
    carryoverHours: z.optional(z.nullable(timeOffHoursSchema)),
    /** Days after the hire date before hours can be used (they accrue from the hire date). */
    waitingDays: z.optional(waitingDaysSchema),
    /** Whether a request may take the balance below zero. */
    allowNegative: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, { id: 'CreateTimeOffPolicyRequest' });
export type CreateTimeOffPolicyRequest = z.input<typeof createTimeOffPolicyRequestSchema>;

/** `PATCH /time-off-policies/{id}`: the fields to change and the version read. */
export const updateTimeOffPolicyRequestSchema = z
  .strictObject({
    version: versionSchema,
    name: z.optional(policyNameSchema),
    accrual: z.optional(timeOffAccrualSchema),
    maxBalanceHours: z.optional(z.nullable(timeOffHoursSchema)),
    carryoverHours: z.optional(z.nullable(timeOffHoursSchema)),
    waitingDays: z.optional(waitingDaysSchema),
    allowNegative: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, { id: 'UpdateTimeOffPolicyRequest' });
export type UpdateTimeOffPolicyRequest = z.input<typeof updateTimeOffPolicyRequestSchema>;

export const timeOffPolicySchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    name: z.string(),
    kind: timeOffKindSchema,
    accrual: z.object({
      method: accrualMethodSchema,
      hours: z.number(),
      perHours: z.nullable(z.number()),
    }),
    maxBalanceHours: z.nullable(z.number()),
    carryoverHours: z.nullable(z.number()),
    waitingDays: z.number().check(z.int()),
    allowNegative: z.boolean(),
    version: z.number().check(z.int()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'TimeOffPolicy' });
export type TimeOffPolicy = z.infer<typeof timeOffPolicySchema>;

/** `GET /time-off-policies` (the company in `Company-ID`), by name. */
export const timeOffPolicyListSchema = z.object({ items: z.array(timeOffPolicySchema) });
export type TimeOffPolicyList = z.infer<typeof timeOffPolicyListSchema>;

/** `POST /employees/{id}/time-off-policies`. */
export const assignTimeOffPolicyRequestSchema = z
  .strictObject({
    policyId: recordIdSchema('Choose a policy'),
    startingBalanceHours: z.optional(startingBalanceHoursSchema),
  })
  .register(z.globalRegistry, { id: 'AssignTimeOffPolicyRequest' });
export type AssignTimeOffPolicyRequest = z.input<typeof assignTimeOffPolicyRequestSchema>;

/** The 201 of `POST /employees/{id}/time-off-policies`. */
export const timeOffAssignmentSchema = z
  .object({
    employeeId: z.string(),
    policyId: z.string(),
    startingBalanceHours: z.number(),
    assignedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'TimeOffAssignment' });
export type TimeOffAssignment = z.infer<typeof timeOffAssignmentSchema>;

/** One policy of an employee's `GET /employees/{id}/time-off`. */
export const timeOffBalanceSchema = z.object({
  policyId: z.string(),
  name: z.string(),
  kind: timeOffKindSchema,
  /** Accrued less used, after the year-end carryovers; approved hours not yet paid excluded. */
  balanceHours: z.number(),
  accruedYtdHours: z.number(),
  usedYtdHours: z.number(),
  /** Hours of requests pending a decision. */
  pendingHours: z.number(),
  /** Hours approved and not yet paid by a committed payroll. */
  approvedHours: z.number(),
  /** What a new request may still take: balance less pending and approved hours. */
  availableHours: z.number(),
  /** The first day hours can be used (hire date plus the waiting period); null without a hire date. */
  usableFrom: z.nullable(z.string()),
  allowNegative: z.boolean(),
});
export type TimeOffBalance = z.infer<typeof timeOffBalanceSchema>;

export const timeOffBalancesSchema = z
  .object({ items: z.array(timeOffBalanceSchema) })
  .register(z.globalRegistry, { id: 'TimeOffBalances' });
export type TimeOffBalances = z.infer<typeof timeOffBalancesSchema>;

export const timeOffRequestStatuses = ['pending', 'approved', 'denied', 'cancelled'] as const;
export const timeOffRequestStatusSchema = z.enum(timeOffRequestStatuses, {
  error: 'Choose pending, approved, denied or cancelled',
});
export type TimeOffRequestStatus = z.infer<typeof timeOffRequestStatusSchema>;

/** `POST /time-off-requests`: an employee asks for themself. */
export const createTimeOffRequestSchema = z
  .strictObject({
    employeeId: recordIdSchema('Choose the employee'),
    policyId: recordIdSchema('Choose a policy'),
    startDate: paycheckDateSchema,
    endDate: paycheckDateSchema,
    hours: requestedHoursSchema,
    note: z.optional(noteSchema),
  })
  .check(
    z.refine((request) => request.startDate <= request.endDate, {
      message: 'The last day must not be before the first',
      path: ['endDate'],
    }),
  )
  .register(z.globalRegistry, { id: 'CreateTimeOffRequest' });
export type CreateTimeOffRequest = z.input<typeof createTimeOffRequestSchema>;

/** `PATCH /time-off-requests/{id}`: owners approve or deny (a reason in `note`); the employee
 * may cancel their own pending request. */
export const decideTimeOffRequestSchema = z
  .strictObject({
    version: versionSchema,
    status: z.enum(['approved', 'denied', 'cancelled'], {
      error: 'Choose approved, denied or cancelled',
    }),
    note: z.optional(noteSchema),
  })
  .register(z.globalRegistry, { id: 'DecideTimeOffRequest' });
export type DecideTimeOffRequest = z.input<typeof decideTimeOffRequestSchema>;

/** `GET /time-off-requests?companyId=…&status=…&employeeId=…`: pending first, then by first day. */
export const timeOffRequestListQuerySchema = z.object({
  companyId: recordIdSchema('Send the company'),
  status: z.optional(timeOffRequestStatusSchema),
  employeeId: z.optional(recordIdSchema('Choose the employee')),
});
export type TimeOffRequestListQuery = z.infer<typeof timeOffRequestListQuerySchema>;

export const timeOffRequestSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    employeeId: z.string(),
    employee: z.object({ firstName: z.string(), lastName: z.string() }),
    policyId: z.string(),
    policyName: z.string(),
    kind: timeOffKindSchema,
    startDate: z.string(),
    endDate: z.string(),
    hours: z.number(),
    /** The employee's note. */
    note: z.nullable(z.string()),
    status: timeOffRequestStatusSchema,
    /** The owner's reason with an approval or a denial. */
    decisionNote: z.nullable(z.string()),
    decidedAt: z.nullable(z.string()),
    /** The stub that paid the hours, once a committed payroll used them. */
    payStubId: z.nullable(z.string()),
    version: z.number().check(z.int()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'TimeOffRequest' });
export type TimeOffRequest = z.infer<typeof timeOffRequestSchema>;

export const timeOffRequestPageSchema = pageOf(timeOffRequestSchema);
export type TimeOffRequestPage = z.infer<typeof timeOffRequestPageSchema>;

/** A draft line's `timeOff`: the approved hours it pays (or records, for a salary). */
export const draftTimeOffSchema = z.object({
  policyId: z.string(),
  hours: z.number(),
});
export type DraftTimeOff = z.infer<typeof draftTimeOffSchema>;

/** A stub's `timeOff`: each assigned policy's hours used and accrued by this payment, and the
 * balance after it. */
export const payStubTimeOffSchema = z.object({
  policyId: z.string(),
  name: z.string(),
  kind: timeOffKindSchema,
  usedHours: z.number(),
  accruedHours: z.number(),
  balanceHours: z.number(),
});
export type PayStubTimeOff = z.infer<typeof payStubTimeOffSchema>;

/** The earning that pays a policy's hours on a pay line. */
export const timeOffEarningCodeOf = {
  vacation: 'vacation',
  sick: 'sick',
  personal: 'personal',
  holiday: 'holiday',
} as const satisfies Record<TimeOffKind, string>;
