import type { PaycheckLine, PaycheckRequest, PaycheckResult } from '@paydesk/contracts';

/** A catalogue id to show a line with, and the engine's English label when the id is missing. */
export type LineLabel = { id: string; values?: Record<string, string>; fallback: string };

export type ResultLine = { key: string; line: PaycheckLine; label: LineLabel | { text: string } };

export type ResultGroup = {
  id: 'earnings' | 'reimbursements' | 'employeeTaxes' | 'deductions' | 'employerTaxes';
  titleId: string;
  totalLabelId: string;
  totalCents: number;
  lines: ResultLine[];
};

/**
 * How a line is named in the user's language: by its kind (and state programme code), except a
 * deduction the person named themselves, which keeps its name.
 */
export function lineLabel(
  line: PaycheckLine,
  stateName: string,
  ownLabel?: string,
): LineLabel | { text: string } {
  if (line.side === 'deduction' && ownLabel) return { text: ownLabel };
  const fallback = line.label;
  // State programmes and local income taxes (NYC, Yonkers) are known by their code.
  if (line.code) {
    const side = line.side === 'employerTax' ? 'employer' : 'employee';
    return { id: `paycheck.programme.${side}.${line.code}`, fallback };
  }
  const values =
    line.kind === 'stateIncomeTax' || line.kind === 'suta' ? { state: stateName } : undefined;
  return { id: `paycheck.line.${line.side}.${line.kind}`, fallback, ...(values ? { values } : {}) };
}

/**
 * The result as a pay stub reads: earnings (gross), reimbursements when there are any (paid back,
 * not wages), the employee's taxes, the deductions, then what the employer pays on top. Each group
 * closes with the total the engine computed, never a sum recomputed here.
 */
export function resultGroups(
  result: PaycheckResult,
  request: Pick<PaycheckRequest, 'deductions'>,
  stateName: string,
): ResultGroup[] {
  let deductionIndex = 0;
  const named = result.lines.map((line, index): ResultLine => {
    const ownLabel =
      line.side === 'deduction' ? request.deductions[deductionIndex++]?.label : undefined;
    return { key: `${line.side}-${index}`, line, label: lineLabel(line, stateName, ownLabel) };
  });
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
