import type { NamedLocalTaxId } from '../tax-codes';
import type { PayLineCode } from '../pay-line-code';
import type { TaxExplanationInput, TaxMethod, TaxRounding } from '../tax-explanation';

/**
 * How a tax line's explanation reads: a name for every method, input and rounding the engine
 * records (keyed by the closed lists, so a code without its text fails the type check), and the
 * table row. In `bracket`, `{over}` and `{base}` are money and `{percent}` the rate as a number,
 * all three formatted by the reader's locale before they are filled in.
 */
export type TaxExplanationTexts = {
  readonly methods: Readonly<Record<TaxMethod, string>>;
  readonly inputs: Readonly<Record<TaxExplanationInput, string>>;
  readonly roundings: Readonly<Record<TaxRounding, string>>;
  /** The row of a yearly table, and of a table for one pay period. */
  readonly bracket: { readonly annual: string; readonly perPeriod: string };
};

/**
 * One language's names of pay lines: the one catalogue that the engine's labels, the pay stub
 * PDF, the payroll register and the SPA read. `{state}` is the state's name (in
 * `stateIncomeTax` and `suta`), `{local}` the locality's (in `localIncomeTax`).
 */
export type PayLineTexts = {
  readonly codes: Readonly<Record<PayLineCode, string>>;
  /** A salary paid for part of its period: `{line}` is the salary's name. */
  readonly prorated: string;
  readonly localities: Readonly<Record<NamedLocalTaxId, string>>;
  readonly explanation: TaxExplanationTexts;
};
