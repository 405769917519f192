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

/**
 * Which return a deposit belongs to: Form 941's taxes, FUTA (Form 940), or a state's income tax
 * withheld (its withholding return).
 */
export const taxDepositForms = ['941', '940', 'state_withholding'] as const;
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

/** A state's payment confirmation: letters, digits and hyphens. */
export const STATE_CONFIRMATION_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/**
 * `POST /companies/{id}/tax-deposits/{depositId}/payment`: the day paid and the confirmation
 * number: EFTPS's 15 digits for an IRS deposit (`eftpsPaymentSchema`), the state's own for a
 * state deposit.
 */
export const taxDepositPaymentSchema = z
  .object({
    paidOn: paycheckDateSchema,
    confirmation: z
      .string({ error: 'must be the payment’s confirmation number' })
      .check(
        z.regex(
          STATE_CONFIRMATION_PATTERN,
          'must be the payment’s confirmation number: letters, digits and hyphens, at most 40',
        ),
      ),
  })
  .register(z.globalRegistry, { id: 'TaxDepositPayment' });

/** The payment of an IRS deposit: EFTPS's 15-digit confirmation. */
export const eftpsPaymentSchema = z.object({
  paidOn: paycheckDateSchema,
  confirmation: z
    .string({ error: 'must be the 15-digit EFTPS confirmation number' })
    .check(
      z.regex(
        EFTPS_CONFIRMATION_PATTERN,
        'must be the 15-digit EFTPS confirmation number, digits only',
      ),
    ),
});
export type TaxDepositPayment = z.infer<typeof taxDepositPaymentSchema>;

/**
 * One deposit the company owes, computed from its ledger each time; only its payment is stored.
 * The id names the agency, the form and the period (`irs-941-2026-10-01-2026-10-31`,
 * `irs-940-2026Q3`, `state-IL-2026-10`), so it stays the same while the period's payrolls do.
 */
export const taxDepositSchema = z
  .object({
    id: z.string(),
    /** `irs`, or `state:XX` for a state's withholding deposit. */
    agency: z.string(),
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
