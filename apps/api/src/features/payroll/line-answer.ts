import type { PayrollDraftLine, PayrollReadinessItem } from '@paydesk/contracts';
import type { DraftLineRow } from './payroll-draft-repository';
import type { ComputedLine, LineInputs } from './line-types';

export const inputsOf = (row: Pick<DraftLineRow, 'inputs'>): LineInputs =>
  JSON.parse(row.inputs) as LineInputs;

export const computedOf = (row: Pick<DraftLineRow, 'computed'>): ComputedLine =>
  JSON.parse(row.computed) as ComputedLine;

export const readinessOfLine = (row: Pick<DraftLineRow, 'readiness'>): PayrollReadinessItem[] =>
  JSON.parse(row.readiness) as PayrollReadinessItem[];

/** A stored line as API.md shows it. */
export function toLineAnswer(row: DraftLineRow): PayrollDraftLine {
  const inputs = inputsOf(row);
  const computed = computedOf(row);
  return {
    employeeId: row.employee_id,
    firstName: row.first_name,
    lastName: row.last_name,
    paymentType: computed.paymentType,
    rateCents: computed.rateCents,
    regularHours: inputs.regularHours,
    overtimeHours: inputs.overtimeHours,
    excluded: row.excluded === 1,
    earnings: computed.earnings,
    deductions: computed.deductions,
    grossCents: computed.grossCents,
    employeeTaxes: computed.employeeTaxes,
    employerTaxes: computed.employerTaxes,
    netPayCents: computed.netPayCents,
    deposits: computed.deposits,
    readiness: readinessOfLine(row),
    memo: inputs.memo,
  };
}
