import type { PayStubTotals } from '@paydesk/contracts';
import type { StoredDetails } from './stored-details';

export type Section = 'earnings' | 'employeeTaxes' | 'employerTaxes' | 'deductions';

/** An earlier stub of the year: its lines and its totals. */
export type EarlierStub = { details: StoredDetails; totals: PayStubTotals };

/** The year's amounts so far, per line (section and code) and in total. */
export type YearToDate = {
  lineCents: (section: Section, code: string) => number;
  /** Every line of the section paid this year, in the order first paid, with its latest label. */
  linesOf: (section: Section) => { code: string; label: string }[];
  totals: PayStubTotals;
};

const keyOf = (section: Section, code: string) => `${section}:${code}`;

/**
 * Adds a stub's own figures to those of the earlier stubs of its year that are still issued. A
 * voided payment is in no earlier list, so it leaves every later figure the moment it is voided.
 */
export function yearToDateOf(own: EarlierStub, earlier: EarlierStub[]): YearToDate {
  const lines = new Map<string, number>();
  const labels = new Map<Section, Map<string, string>>();
  const totals: PayStubTotals = {
    grossCents: 0,
    employeeTaxesCents: 0,
    employerTaxesCents: 0,
    deductionsCents: 0,
    netPayCents: 0,
  };
  for (const stub of [...earlier, own]) {
    const add = (section: Section, line: { label: string; amountCents: number }, code: string) => {
      lines.set(keyOf(section, code), (lines.get(keyOf(section, code)) ?? 0) + line.amountCents);
      const named = labels.get(section) ?? new Map<string, string>();
      named.set(code, line.label);
      labels.set(section, named);
    };
    for (const line of stub.details.earnings) add('earnings', line, line.code);
    for (const line of stub.details.employeeTaxes) add('employeeTaxes', line, line.code);
    for (const line of stub.details.employerTaxes) add('employerTaxes', line, line.code);
    for (const line of stub.details.deductions) add('deductions', line, line.kind);
    totals.grossCents += stub.totals.grossCents;
    totals.employeeTaxesCents += stub.totals.employeeTaxesCents;
    totals.employerTaxesCents += stub.totals.employerTaxesCents;
    totals.deductionsCents += stub.totals.deductionsCents;
    totals.netPayCents += stub.totals.netPayCents;
  }
  return {
    lineCents: (section, code) => lines.get(keyOf(section, code)) ?? 0,
    linesOf: (section) =>
      [...(labels.get(section) ?? new Map<string, string>())].map(([code, label]) => ({
        code,
        label,
      })),
    totals,
  };
}
