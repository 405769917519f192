import type { NamedLocalTaxId } from '../tax-codes';
import type { PayLineCode } from '../pay-line-code';

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
};
