import * as z from '../z';
import { paycheckDateSchema } from '../paycheck/fields';

/**
 * What a liability is owed for, one entry per return line the agencies ask for: the federal
 * deposit taxes and FUTA, a state's income tax, unemployment and its other programmes
 * (disability, family leave, transit), and a locality's income tax.
 */
export const taxLiabilityTaxes = [
  'federal_income',
  'social_security',
  'medicare',
  'additional_medicare',
  'futa',
  'state_income',
  'state_unemployment',
  'state_programme',
  'local_income',
] as const;
export type TaxLiabilityTax = (typeof taxLiabilityTaxes)[number];

/** Who is owed: `irs`, a state (`state:NJ`) or a locality by its id (`local:PA-PSD-460602`). */
export const TAX_AGENCY_PATTERN = /^(irs|state:[A-Z]{2}|local:[A-Z][A-Z0-9-]{1,31})$/;

/**
 * The longest range one call reads, both ends counted: a calendar year fits, a leap year too.
 * A longer report is read a year at a time, which keeps one answer's size bounded.
 */
export const TAX_LIABILITY_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Days from one valid `YYYY-MM-DD` to another (negative when `to` comes first). */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `GET /companies/{id}/tax-liabilities?from=&to=`: pay dates, both inclusive. */
export const taxLiabilityQuerySchema = z
  .object({
    from: paycheckDateSchema,
    to: paycheckDateSchema,
  })
  .check(
    z.superRefine(({ from, to }, context) => {
      // Each date's own message already says what is wrong with it.
      if (!DATE_PATTERN.test(from) || !DATE_PATTERN.test(to)) return;
      const days = daysBetween(from, to);
      if (days < 0) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: `must be on or after from (${from})`,
        });
      } else if (days + 1 > TAX_LIABILITY_MAX_DAYS) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: `must be at most ${TAX_LIABILITY_MAX_DAYS} days from ${from}, both counted: ask for a year at a time`,
        });
      }
    }),
  );
export type TaxLiabilityQuery = z.infer<typeof taxLiabilityQuerySchema>;

const cents = z.number().check(z.int());

/** What one payroll owes one agency for one tax: the employees' share and the employer's. */
export const taxLiabilitySchema = z
  .object({
    payrollId: z.string(),
    payDate: z.string(),
    agency: z.string().check(z.regex(TAX_AGENCY_PATTERN)),
    tax: z.enum(taxLiabilityTaxes),
    /** Withheld from the employees' pay. */
    employeeCents: cents,
    /** The employer's own tax. */
    employerCents: cents,
    /** When the deposit is due; null where the agency's deposit rules are not kept yet. */
    depositDueDate: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'TaxLiability' });
export type TaxLiability = z.infer<typeof taxLiabilitySchema>;

export const taxLiabilityListSchema = z
  .object({ items: z.array(taxLiabilitySchema) })
  .register(z.globalRegistry, { id: 'TaxLiabilityList' });
export type TaxLiabilityList = z.infer<typeof taxLiabilityListSchema>;
