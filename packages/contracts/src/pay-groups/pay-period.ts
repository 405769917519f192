import * as z from '../z';
import { paycheckDateSchema } from '../paycheck/fields';

export const payPeriodStatuses = [
  'upcoming',
  'draft',
  'approved',
  'processing',
  'paid',
  'cancelled',
] as const;

export const holidayIds = [
  'new_years_day',
  'martin_luther_king_jr_day',
  'presidents_day',
  'memorial_day',
  'juneteenth',
  'independence_day',
  'labor_day',
  'columbus_day',
  'veterans_day',
  'thanksgiving_day',
  'christmas_day',
] as const;

/** One period of a pay group's schedule (computed, never stored). */
export const payPeriodSchema = z
  .object({
    periodStart: z.string(),
    periodEnd: z.string(),
    payDate: z.string(),
    scheduledPayDate: z.string(),
    adjustment: z.nullable(z.enum(['weekend', 'holiday'])),
    /** The holiday that moved the pay date, when one did. */
    holiday: z.nullable(z.enum(holidayIds)),
    submissionDeadline: z.string(),
    status: z.enum(payPeriodStatuses),
    draftId: z.nullable(z.string()),
    payrollId: z.nullable(z.string()),
    /**
     * The pay date's year when Paydesk has no tax figures for it yet (payroll cannot run the
     * period until they are added as a data file); null when they are known.
     */
    taxYearMissing: z.nullable(z.number().check(z.int())),
  })
  .register(z.globalRegistry, { id: 'PayPeriod' });
export type PayPeriod = z.infer<typeof payPeriodSchema>;

/** `GET /pay-groups/{id}/payroll-schedules?from=`: the first period paid on or after `from`. */
export const payScheduleQuerySchema = z.object({ from: z.optional(paycheckDateSchema) });

export const PAY_SCHEDULE_PAGE_SIZE = 12;
