import * as z from '../z';
import { paycheckDateSchema } from '../paycheck/fields';

/** How often the company deposits its Form 941 taxes in a year (Pub 15 §11). */
export const taxDepositSchedules = ['monthly', 'semiweekly'] as const;
export type TaxDepositSchedule = (typeof taxDepositSchedules)[number];

/** Why that schedule applies: the screens translate the code. */
export const taxDepositScheduleReasons = [
  'new_employer',
  'lookback_at_most_50000',
  'lookback_over_50000',
  'hundred_thousand_day_last_year',
] as const;
export type TaxDepositScheduleReason = (typeof taxDepositScheduleReasons)[number];

/**
 * Where a deposit stands: `recorded` once its payment is entered; otherwise `overdue` after the
 * due date, `due` on the due date and the three IRS business days before it, `upcoming` before.
 */
export const taxDepositStatuses = ['upcoming', 'due', 'overdue', 'recorded'] as const;
export type TaxDepositStatus = (typeof taxDepositStatuses)[number];

/** Which return a federal deposit belongs to: Form 941's taxes, or FUTA (Form 940). */
export const taxDepositForms = ['941', '940'] as const;
export type TaxDepositForm = (typeof taxDepositForms)[number];

/** The years a deposit list can be asked for. */
export const TAX_DEPOSIT_FIRST_YEAR = 2000;
export const TAX_DEPOSIT_LAST_YEAR = 2098;

/** `GET /companies/{id}/tax-deposits?year=2026`. */
export const taxDepositQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'must be a year such as 2026' })
    .check(
      z.int('must be a year such as 2026'),
      z.gte(TAX_DEPOSIT_FIRST_YEAR, `must be ${TAX_DEPOSIT_FIRST_YEAR} or later`),
      z.lte(TAX_DEPOSIT_LAST_YEAR, `must be ${TAX_DEPOSIT_LAST_YEAR} or earlier`),
    ),
});
export type TaxDepositQuery = z.infer<typeof taxDepositQuerySchema>;

/** EFTPS answers each payment with a 15-digit confirmation (EFT acknowledgement) number. */
export const EFTPS_CONFIRMATION_PATTERN = /^\d{15}$/;

/** `POST /companies/{id}/tax-deposits/{depositId}/payment`: the day paid and EFTPS's number. */
export const taxDepositPaymentSchema = z
  .object({
    paidOn: paycheckDateSchema,
    confirmation: z
      .string({ error: 'must be the 15-digit EFTPS confirmation number' })
      .check(
        z.regex(
          EFTPS_CONFIRMATION_PATTERN,
          'must be the 15-digit EFTPS confirmation number, digits only',
        ),
      ),
  })
  .register(z.globalRegistry, { id: 'TaxDepositPayment' });
export type TaxDepositPayment = z.infer<typeof taxDepositPaymentSchema>;

/**
 * One deposit the company owes, computed from its ledger each time; only its payment is stored.
 * The id names the agency, the form and the period (`irs-941-2026-10-01-2026-10-31`,
 * `irs-940-2026Q3`), so it stays the same while the period's payrolls do.
 */
export const taxDepositSchema = z
  .object({
    id: z.string(),
    agency: z.literal('irs'),
    form: z.enum(taxDepositForms),
    periodStart: z.string(),
    periodEnd: z.string(),
    dueDate: z.string(),
    amountCents: z.number().check(z.int()),
    /** Under the threshold (Form 941's $2,500 a quarter, FUTA's $500): may be paid with the return. */
    withReturn: z.boolean(),
    status: z.enum(taxDepositStatuses),
    paidOn: z.nullable(z.string()),
    confirmation: z.nullable(z.string()),
    /** When the payment was entered (ISO instant). */
    recordedAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'TaxDeposit' });
export type TaxDeposit = z.infer<typeof taxDepositSchema>;

export const taxDepositListSchema = z
  .object({
    year: z.number().check(z.int()),
    depositSchedule: z.enum(taxDepositSchedules),
    scheduleReason: z.enum(taxDepositScheduleReasons),
    items: z.array(taxDepositSchema),
  })
  .register(z.globalRegistry, { id: 'TaxDepositList' });
export type TaxDepositList = z.infer<typeof taxDepositListSchema>;

/**
 * `GET /tax-deposits/overdue-count` (platform administrators): how many companies have a federal
 * deposit past its due date with no payment recorded.
 */
export const taxDepositOverdueCountSchema = z
  .object({ companies: z.number().check(z.int()) })
  .register(z.globalRegistry, { id: 'TaxDepositOverdueCount' });
export type TaxDepositOverdueCount = z.infer<typeof taxDepositOverdueCountSchema>;
