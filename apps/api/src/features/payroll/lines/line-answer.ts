import {
  draftEarningFields,
  type PayrollDraftLine,
  type PayrollReadinessItem,
} from '@paydesk/contracts';
import type { DraftLineRow } from '../drafts/draft-line-repository';
import { enteredQuantity, normalisedInputs, type StoredInputs } from './line-inputs';
import type { ComputedLine, LineInputs } from './line-types';
import { timeOffAnswerOf } from './line-time-off';

/** A line's inputs, in today's shape whichever shape they were stored in. */
export const inputsOf = (row: Pick<DraftLineRow, 'inputs'>): LineInputs =>
  normalisedInputs(JSON.parse(row.inputs) as StoredInputs);

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
    regularHours: enteredQuantity(inputs, draftEarningFields.regularHours),
    overtimeHours: enteredQuantity(inputs, draftEarningFields.overtimeHours),
    excluded: row.excluded === 1,
    earnings: computed.earnings,
    deductions: computed.deductions,
    timeOff: timeOffAnswerOf(inputs),
    garnishments: computed.garnishments ?? [],
    grossCents: computed.grossCents,
    employeeTaxes: computed.employeeTaxes,
    employerTaxes: computed.employerTaxes,
    netPayCents: computed.netPayCents,
    deposits: computed.deposits,
    readiness: readinessOfLine(row),
    memo: inputs.memo,
  };
}
