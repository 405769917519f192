import type { PayrollDeductionKind, PayrollLineDeduction } from '@paydesk/contracts';

/** A deduction as `PUT /payroll-drafts/{id}` takes it: a recurring one names its `deductionId`. */
export type LineDeduction = {
  kind: PayrollDeductionKind;
  label: string;
  amountCents: number;
  deductionId?: string;
};

/** An order as a line's change names it: the amount this payroll asks (the cap still applies). */
export type LineGarnishment = { garnishmentId: string; amountCents: number };

/** A line's order as the server answered it (only what the editor reads of it). */
export type AnsweredGarnishment = {
  garnishmentId: string;
  requestedCents: number;
};

/** The editor's one deduction column: an after-tax deduction typed on this line only. */
export const EDITOR_DEDUCTION_KIND: PayrollDeductionKind = 'postTax';

/** Whether a line's deduction is the one the editor's column types (not a recurring one). */
export const isEditorDeduction = (deduction: Pick<PayrollLineDeduction, 'kind' | 'deductionId'>) =>
  deduction.kind === EDITOR_DEDUCTION_KIND && deduction.deductionId === undefined;

/** A line's deduction as the request names it: the answer's other figures are the server's. */
export const deductionRequestOf = (deduction: LineDeduction): LineDeduction => ({
  kind: deduction.kind,
  label: deduction.label,
  amountCents: deduction.amountCents,
  ...(deduction.deductionId !== undefined ? { deductionId: deduction.deductionId } : {}),
});

/**
 * The line's deductions with the editor's one set to `amountCents` (none when zero); the
 * others, recurring ones included, are kept, since the server replaces the whole list.
 */
export function deductionsWith(
  current: readonly LineDeduction[],
  amountCents: number,
  label: string,
): LineDeduction[] {
  const others = current.filter((deduction) => !isEditorDeduction(deduction));
  return [
    ...others.map(deductionRequestOf),
    ...(amountCents === 0 ? [] : [{ kind: EDITOR_DEDUCTION_KIND, label, amountCents }]),
  ];
}

/**
 * The line's deductions with one recurring deduction changed for this payroll: a new amount, or
 * (null) left out, which skips it for this payroll only. `restore` puts a skipped one back.
 */
export function recurringDeductionsWith(
  current: readonly LineDeduction[],
  deductionId: string,
  amountCents: number | null,
  restore?: LineDeduction,
): LineDeduction[] {
  const others = current
    .filter((deduction) => deduction.deductionId !== deductionId)
    .map(deductionRequestOf);
  const changed = current.find((deduction) => deduction.deductionId === deductionId) ?? restore;
  if (amountCents === null || !changed) return others;
  return [...others, { ...deductionRequestOf(changed), amountCents }];
}

/**
 * The line's orders with one changed for this payroll: the amount it asks, or (null) left out,
 * which skips it. The others keep what they ask, not what the cap let through.
 */
export function garnishmentsWith(
  current: readonly AnsweredGarnishment[],
  garnishmentId: string,
  amountCents: number | null,
  restore?: AnsweredGarnishment,
): LineGarnishment[] {
  const others = current
    .filter((order) => order.garnishmentId !== garnishmentId)
    .map((order) => ({ garnishmentId: order.garnishmentId, amountCents: order.requestedCents }));
  const known = current.some((order) => order.garnishmentId === garnishmentId) || restore;
  if (amountCents === null || !known) return others;
  return [...others, { garnishmentId, amountCents }];
}
