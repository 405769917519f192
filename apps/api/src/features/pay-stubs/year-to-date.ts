import type { PayLineJurisdiction, PayStubTotals } from '@paydesk/contracts';
import { payLineKey } from '@paydesk/api/features/payroll';
import type { StoredDetails } from './stored-details';

export type Section =
  | 'earnings'
  | 'employeeTaxes'
  | 'employerTaxes'
  | 'deductions'
  | 'garnishments'
  | 'employerContributions';

/** An earlier stub of the year: its lines and its totals. */
export type EarlierStub = { details: StoredDetails; totals: PayStubTotals };

/** A line as the year adds it up: its code and, for a state's or a locality's tax, whose. */
export type YearLine = { code: string; jurisdiction?: PayLineJurisdiction | undefined };

/** The year's amounts so far, per line (section, code and jurisdiction) and in total. */
export type YearToDate = {
  lineCents: (section: Section, line: YearLine) => number;
  /** Every line of the section paid this year, in the order first paid, with its latest label. */
  linesOf: (section: Section) => (YearLine & { label: string })[];
  totals: PayStubTotals;
};

const keyOf = (section: Section, line: YearLine) => `${section}:${payLineKey(line)}`;

/**
 * Adds a stub's own figures to those of the earlier stubs of its year that are still issued. A
 * voided payment is in no earlier list, so it leaves every later figure the moment it is voided.
 * Two states' income taxes (or SUTA) are two lines, never one.
 */
export function yearToDateOf(own: EarlierStub, earlier: EarlierStub[]): YearToDate {
  const cents = new Map<string, number>();
  const lines = new Map<Section, Map<string, YearLine & { label: string }>>();
  const totals: PayStubTotals = {
    grossCents: 0,
    employeeTaxesCents: 0,
    employerTaxesCents: 0,
    deductionsCents: 0,
    netPayCents: 0,
  };
  for (const stub of [...earlier, own]) {
    const add = (section: Section, line: YearLine & { label: string; amountCents: number }) => {
      const key = keyOf(section, line);
      cents.set(key, (cents.get(key) ?? 0) + line.amountCents);
      const named = lines.get(section) ?? new Map<string, YearLine & { label: string }>();
      named.set(key, {
        code: line.code,
        label: line.label,
        ...(line.jurisdiction ? { jurisdiction: line.jurisdiction } : {}),
      });
      lines.set(section, named);
    };
    for (const line of stub.details.earnings) add('earnings', line);
    for (const line of stub.details.employeeTaxes) add('employeeTaxes', line);
    for (const line of stub.details.employerTaxes) add('employerTaxes', line);
    for (const line of stub.details.deductions) add('deductions', line);
    for (const line of stub.details.garnishments ?? []) add('garnishments', line);
    for (const line of stub.details.employerContributions ?? []) {
      add('employerContributions', line);
    }
    totals.grossCents += stub.totals.grossCents;
    totals.employeeTaxesCents += stub.totals.employeeTaxesCents;
    totals.employerTaxesCents += stub.totals.employerTaxesCents;
    totals.deductionsCents += stub.totals.deductionsCents;
    totals.netPayCents += stub.totals.netPayCents;
  }
  return {
    lineCents: (section, line) => cents.get(keyOf(section, line)) ?? 0,
    linesOf: (section) => [...(lines.get(section)?.values() ?? [])],
    totals,
  };
}
