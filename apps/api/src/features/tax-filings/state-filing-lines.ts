import { deductionTreatments, loweredWagesOf, publishedSutaWageBase } from '@paydesk/engine';
import { z } from 'zod';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import type { StateFilingStubRow } from './state-filing-repository';

const taxLine = z.object({
  code: z.string(),
  amountCents: z.number().int(),
  jurisdiction: z.optional(z.object({ state: z.optional(z.string()) }).passthrough()),
  explanation: z.optional(
    z.object({ steps: z.array(z.object({ input: z.string(), cents: z.optional(z.number()) })) }),
  ),
});

/** What the state returns read of a stub's stored details; the rest stays as stored. */
const detailsSchema = z.object({
  employeeTaxes: z.array(taxLine),
  employerTaxes: z.array(taxLine),
  deductions: z.array(
    z.object({ code: z.string().optional(), kind: z.string(), amountCents: z.number().int() }),
  ),
});
type Details = z.infer<typeof detailsSchema>;
type TaxLine = z.infer<typeof taxLine>;

const loweringIncomeTax = new Set(
  Object.entries(deductionTreatments)
    .filter(([, treatment]) => loweredWagesOf[treatment.group].incomeTax)
    .map(([code]) => code),
);

/**
 * The wages a state income tax line taxed: the engine records them as the line's `taxableWages`
 * step; a stub stored before explanations existed falls back to the income-tax wages (the gross
 * less the cafeteria-plan benefits and 401(k) deferrals), which most states follow.
 */
function stateWagesOf(line: TaxLine, row: StateFilingStubRow, details: Details): number {
  const step = line.explanation?.steps.find((s) => s.input === 'taxableWages');
  if (step?.cents !== undefined) return step.cents;
  const lowered = details.deductions
    .filter((d) => loweringIncomeTax.has(d.code ?? d.kind))
    .reduce((sum, d) => sum + d.amountCents, 0);
  return row.gross_cents - lowered;
}

const parsed = (rows: readonly StateFilingStubRow[]) =>
  rows.map((row) => ({ row, details: detailsSchema.parse(JSON.parse(row.details)) }));

/**
 * A quarter's state income tax of one state from the quarter's stubs: only `stateIncomeTax`
 * lines (local income taxes are filed apart); an employee counts when such a line paid them.
 */
export function stateWithholdingOf(rows: readonly StateFilingStubRow[], state: string) {
  let wagesCents = 0;
  let withheldCents = 0;
  const employees = new Set<string>();
  for (const { row, details } of parsed(rows)) {
    for (const line of details.employeeTaxes) {
      if (line.code !== 'stateIncomeTax' || line.jurisdiction?.state !== state) continue;
      wagesCents += stateWagesOf(line, row, details);
      withheldCents += line.amountCents;
      if (row.gross_cents > 0) employees.add(row.employee_id);
    }
  }
  return { wagesCents, withheldCents, employees: employees.size };
}

export type SutaWages = {
  employeeId: string;
  row: StateFilingStubRow;
  grossWagesCents: number;
  taxableWagesCents: number;
};

/** The unemployment state of a stub: its `suta` line's state, else the employee's work state. */
const sutaStateOf = (row: StateFilingStubRow, details: Details): string =>
  details.employerTaxes.find((line) => line.code === 'suta')?.jurisdiction?.state ??
  row.work_state ??
  '';

/**
 * Each employee's quarter wages in one state's unemployment insurance, from the year's stubs up
 * to the quarter's end: taxable wages are recomputed from the wages subject to SUTA against the
 * state's published wage base over the employee's year in that state (the engine taxed them on
 * the same base; the stub stores the subject wages, not the taxable part).
 */
export function sutaWagesOf(
  yearRows: readonly StateFilingStubRow[],
  state: string,
  year: number,
  quarterStart: string,
): SutaWages[] {
  const base = publishedSutaWageBase(state, year);
  const before = new Map<string, number>();
  const byEmployee = new Map<string, SutaWages>();
  for (const { row, details } of parsed(yearRows)) {
    if (sutaStateOf(row, details) !== state) continue;
    if (base === undefined) {
      throw new AppError(
        'request.unprocessable',
        `The ${state} unemployment report for ${year} cannot be computed: no ${year} ${state} SUTA wage base is on file.`,
      );
    }
    const id = row.employee_id;
    const prior = before.get(id) ?? 0;
    before.set(id, prior + row.suta_wages_cents);
    if (row.pay_date < quarterStart) continue;
    const taxable = Math.max(0, Math.min(prior + row.suta_wages_cents, base.wageBaseCents) - prior);
    const entry = byEmployee.get(id) ?? {
      employeeId: id,
      row,
      grossWagesCents: 0,
      taxableWagesCents: 0,
    };
    entry.row = row;
    entry.grossWagesCents += row.gross_cents;
    entry.taxableWagesCents += taxable;
    byEmployee.set(id, entry);
  }
  return [...byEmployee.values()];
}

/**
 * The states whose quarterly returns the stubs call for: a state withholding return where a
 * `stateIncomeTax` line of that state was withheld, a wage report where wages went to its
 * unemployment insurance.
 */
export function statesFiledFor(rows: readonly StateFilingStubRow[]) {
  const withholding = new Set<string>();
  const unemployment = new Set<string>();
  for (const { row, details } of parsed(rows)) {
    for (const line of details.employeeTaxes) {
      const state = line.jurisdiction?.state;
      if (line.code === 'stateIncomeTax' && state) withholding.add(state);
    }
    const suta = sutaStateOf(row, details);
    if (suta !== '') unemployment.add(suta);
  }
  return { withholding: [...withholding].sort(), unemployment: [...unemployment].sort() };
}
