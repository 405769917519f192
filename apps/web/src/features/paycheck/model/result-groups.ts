import type { PaycheckCap, PaycheckLine, PaycheckResult } from '@paydesk/contracts';
import type { PayLineNamer } from '@web/shared/pay-lines/pay-line-names';

/** A line of the result and its name in the reader's language. */
export type ResultLine = { key: string; line: PaycheckLine; label: string };

export type ResultGroup = {
  id: 'earnings' | 'reimbursements' | 'employeeTaxes' | 'deductions' | 'employerTaxes';
  titleId: string;
  totalLabelId: string;
  totalCents: number;
  lines: ResultLine[];
};

/** A reduced deduction or withholding, named as its line is: by its code and jurisdiction. */
export const capLabel = (cap: PaycheckCap, name: PayLineNamer): string => name(cap);

/**
 * The result as a pay stub reads: earnings (gross), reimbursements when there are any (paid back,
 * not wages), the employee's taxes, the deductions, then what the employer pays on top. Each group
 * closes with the total the engine computed, never a sum recomputed here. `name` words each line
 * by its code (a deduction a person named keeps that name); the employer's lines read under the
 * employer's heading.
 */
export function resultGroups(result: PaycheckResult, name: PayLineNamer): ResultGroup[] {
  const named = result.lines.map((line, index): ResultLine => ({
    key: `${line.side}-${index}`,
    line,
    label: name(line),
  }));
  const pick = (test: (line: PaycheckLine) => boolean) => named.filter((entry) => test(entry.line));
  const groups: ResultGroup[] = [
    {
      id: 'earnings',
      titleId: 'paycheck.result.earnings',
      totalLabelId: 'paycheck.result.gross',
      totalCents: result.grossCents,
      lines: pick((line) => line.side === 'earning' && line.kind !== 'reimbursement'),
    },
    {
      id: 'reimbursements',
      titleId: 'paycheck.result.reimbursements',
      totalLabelId: 'paycheck.result.reimbursementsTotal',
      totalCents: result.reimbursementsCents,
      lines: pick((line) => line.side === 'earning' && line.kind === 'reimbursement'),
    },
    {
      id: 'employeeTaxes',
      titleId: 'paycheck.result.employeeTaxes',
      totalLabelId: 'paycheck.result.employeeTaxesTotal',
      totalCents: result.totals.employeeTaxesCents,
      lines: pick((line) => line.side === 'employeeTax'),
    },
    {
      id: 'deductions',
      titleId: 'paycheck.result.deductions',
      totalLabelId: 'paycheck.result.deductionsTotal',
      totalCents: result.totals.deductionsCents,
      lines: pick((line) => line.side === 'deduction'),
    },
    {
      id: 'employerTaxes',
      titleId: 'paycheck.result.employerTaxes',
      totalLabelId: 'paycheck.result.employerTaxesTotal',
      totalCents: result.totals.employerTaxesCents,
      lines: pick((line) => line.side === 'employerTax'),
    },
  ];
  return groups.filter((group) => group.id !== 'reimbursements' || group.lines.length > 0);
}

/** What the paycheck costs the employer: gross pay, reimbursements and the employer's taxes. */
export const employerCostCents = (result: PaycheckResult): number =>
  result.grossCents + result.reimbursementsCents + result.totals.employerTaxesCents;
