import type { PayrollDeductionKind, PayrollDraftLine } from '@paydesk/contracts';

/** What a person can change on one line of a draft, read from the line the server answered. */
export type LineValues = {
  excluded: boolean;
  regularHours: number;
  overtimeHours: number;
  bonusCents: number;
  commissionCents: number;
  reimbursementCents: number;
  deductionCents: number;
};

export type LineField = keyof LineValues;

export type LineDeduction = { kind: PayrollDeductionKind; label: string; amountCents: number };

/** The editor's one deduction column: an after-tax deduction (a garnishment, a loan repayment). */
export const EDITOR_DEDUCTION_KIND: PayrollDeductionKind = 'postTax';

/** The fields of one line changed since the last save; `deductions` is the line's whole list. */
export type LineChange = Partial<Omit<LineValues, 'deductionCents'>> & {
  deductions?: LineDeduction[];
};
export type PendingChanges = Readonly<Record<string, LineChange>>;

/** A line of `PUT /payroll-drafts/{id}`: the employee and only the values that changed. */
export type LineUpdate = { employeeId: string } & LineChange;
export type DraftUpdate = { version: number; payDate?: string; lines: LineUpdate[] };

const earningCents = (line: PayrollDraftLine, code: string) =>
  line.earnings
    .filter((earning) => earning.code === code)
    .reduce((sum, earning) => sum + earning.amountCents, 0);

/** The editable values of a line as the server computed it. */
export function lineValues(line: PayrollDraftLine): LineValues {
  return {
    excluded: line.excluded,
    regularHours: line.regularHours,
    overtimeHours: line.overtimeHours,
    bonusCents: earningCents(line, 'bonus'),
    commissionCents: earningCents(line, 'commission'),
    reimbursementCents: earningCents(line, 'reimbursement'),
    deductionCents: line.deductions
      .filter((deduction) => deduction.kind === EDITOR_DEDUCTION_KIND)
      .reduce((sum, deduction) => sum + deduction.amountCents, 0),
  };
}

/**
 * The line's deductions with the editor's one set to `amountCents` (none when zero); the
 * others are kept, since the server replaces the whole list.
 */
export function deductionsWith(
  current: readonly LineDeduction[],
  amountCents: number,
  label: string,
): LineDeduction[] {
  const others = current.filter((deduction) => deduction.kind !== EDITOR_DEDUCTION_KIND);
  return amountCents === 0
    ? others
    : [...others, { kind: EDITOR_DEDUCTION_KIND, label, amountCents }];
}

/** Adds a change to what waits to be saved; a later value of a field replaces the earlier one. */
export function addChange(
  pending: PendingChanges,
  employeeId: string,
  change: LineChange,
): PendingChanges {
  return { ...pending, [employeeId]: { ...pending[employeeId], ...change } };
}

/**
 * The request that saves every waiting change against the draft version last read. The values
 * sent set the line (never add to it), so a retried request changes nothing twice.
 */
export function draftUpdate(version: number, pending: PendingChanges): DraftUpdate {
  return {
    version,
    lines: Object.entries(pending)
      .filter(([, change]) => Object.keys(change).length > 0)
      .map(([employeeId, change]) => ({ employeeId, ...change })),
  };
}
