import * as z from '../z';
import { usStateCodes } from '../companies/us-data';
import { parseFilingQuarter, FILING_FIRST_YEAR, FILING_LAST_YEAR } from './filing-periods';

const cents = z.number().check(z.int());

const stateText = z.string({ error: 'must be a state code such as IL' }).check(
  z.refine((text) => (usStateCodes as readonly string[]).includes(text), {
    message: 'must be the two-letter code of a state or DC, in capitals, such as IL',
  }),
);

const quarterText = z.string({ error: 'must be a quarter such as 2026Q4' }).check(
  z.refine((text) => parseFilingQuarter(text) !== null, {
    message: `must be a quarter such as 2026Q4: a year from ${FILING_FIRST_YEAR} to ${FILING_LAST_YEAR}, Q and 1 to 4`,
  }),
);

/** `GET /companies/{id}/filings/state-withholding?state=MD&quarter=2026Q4`. */
export const stateWithholdingQuerySchema = z.object({ state: stateText, quarter: quarterText });
export type StateWithholdingQuery = z.infer<typeof stateWithholdingQuerySchema>;

/**
 * A quarter's state income tax: the wages the state taxed and what was withheld, from the
 * `stateIncomeTax` lines of that state on the issued stubs (local income taxes are not in it),
 * and how many employees those stubs paid.
 */
export const stateWithholdingSchema = z
  .object({
    state: z.string(),
    quarter: z.string(),
    wagesCents: cents,
    withheldCents: cents,
    employees: z.number().check(z.int()),
  })
  .register(z.globalRegistry, { id: 'StateWithholdingSummary' });
export type StateWithholdingSummary = z.infer<typeof stateWithholdingSchema>;

/** `GET /companies/{id}/filings/state-unemployment?state=IL&quarter=2026Q4[&format=csv]`. */
export const stateUnemploymentQuerySchema = z.object({
  state: stateText,
  quarter: quarterText,
  format: z.optional(z.enum(['json', 'csv'])),
});
export type StateUnemploymentQuery = z.infer<typeof stateUnemploymentQuerySchema>;

const sutaWages = {
  grossWagesCents: cents,
  /** The part of the gross within the state's wage base for the year. */
  taxableWagesCents: cents,
  /** Gross less taxable: above the wage base, or not subject (cafeteria-plan benefits). */
  excessWagesCents: cents,
};

/** A state unemployment wage report: one row per employee paid in the quarter, and totals. */
export const stateUnemploymentSchema = z
  .object({
    state: z.string(),
    quarter: z.string(),
    rows: z.array(
      z.object({
        employeeId: z.string(),
        name: z.string(),
        ssnLast4: z.nullable(z.string()),
        ...sutaWages,
      }),
    ),
    totals: z.object({ employees: z.number().check(z.int()), ...sutaWages }),
  })
  .register(z.globalRegistry, { id: 'StateUnemploymentReport' });
export type StateUnemploymentReport = z.infer<typeof stateUnemploymentSchema>;

/** The CSV's file name: `suta-IL-2026Q4.csv`. */
export const stateUnemploymentFileName = (state: string, quarter: string): string =>
  `suta-${state}-${quarter}.csv`;
