import {
  draftEarningFields,
  earningCodes,
  earningInputs,
  timeOffEarningCodes,
  type AmountEarningCode,
  type DraftEarningField,
  type FieldError,
  type HoursEarningCode,
  type PayrollDraftLineUpdate,
} from '@paydesk/contracts';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import type { RecurringOrderTerms } from '../ports/recurring-deductions';
import { emptyInputs, type EarningEntry, type LineDeduction, type LineInputs } from './line-types';

type EnteredCode = HoursEarningCode | AmountEarningCode;

/** Inputs as a draft line or a stub stored them: lines stored before earnings were a list by
 * code kept one field per earning (`regularHours`, `bonusCents`, …). */
export type StoredInputs = Partial<LineInputs> & Partial<Record<DraftEarningField, number>>;

const fieldCodes = Object.entries(draftEarningFields) as [DraftEarningField, EnteredCode][];
const timeOff = new Set<string>(timeOffEarningCodes);
const codeOrder = new Map<string, number>(earningCodes.map((code, index) => [code, index]));

/** Hours of an hours earning, cents of an amount earning. */
export const quantityOf = (entry: EarningEntry): number =>
  'hours' in entry ? entry.hours : entry.amountCents;

/** The quantity entered for an earning, 0 when none. */
export const enteredQuantity = (inputs: LineInputs, code: EnteredCode): number => {
  const entry = inputs.earnings.find((candidate) => candidate.code === code);
  return entry ? quantityOf(entry) : 0;
};

const entryOf = (code: EnteredCode, quantity: number): EarningEntry =>
  earningInputs[code] === 'hours'
    ? { code: code as HoursEarningCode, hours: quantity }
    : { code: code as AmountEarningCode, amountCents: quantity };

/**
 * The earnings with these codes set (zero takes one off), in the vocabulary's order, so that a
 * line lists its earnings the same way however they were entered.
 */
function withEarnings(
  earnings: readonly EarningEntry[],
  changes: ReadonlyMap<EnteredCode, number>,
): EarningEntry[] {
  const byCode = new Map<EnteredCode, number>(
    earnings.map((entry) => [entry.code, quantityOf(entry)]),
  );
  for (const [code, quantity] of changes) byCode.set(code, quantity);
  return [...byCode]
    .filter(([, quantity]) => quantity !== 0)
    .sort(([a], [b]) => (codeOrder.get(a) ?? 0) - (codeOrder.get(b) ?? 0))
    .map(([code, quantity]) => entryOf(code, quantity));
}

/** Stored inputs in today's shape, whichever shape they were stored in. */
export function normalisedInputs(stored: StoredInputs | undefined): LineInputs {
  if (!stored) return emptyInputs();
  const legacy = new Map<EnteredCode, number>(
    fieldCodes.flatMap(([field, code]) => {
      const quantity = stored[field];
      return typeof quantity === 'number' ? [[code, quantity] as const] : [];
    }),
  );
  return {
    earnings: withEarnings(stored.earnings ?? [], legacy),
    salaryCents: stored.salaryCents ?? null,
    ...(stored.timeOff ? { timeOff: stored.timeOff } : {}),
    deductions: stored.deductions ?? [],
    garnishments: stored.garnishments ?? [],
    memo: stored.memo ?? null,
  };
}

/** The earnings a line's change sets: its own fields by `draftEarningFields`, then `earnings`. */
function earningChanges(change: PayrollDraftLineUpdate): Map<EnteredCode, number> {
  const changes = new Map<EnteredCode, number>();
  for (const [field, code] of fieldCodes) {
    const quantity = change[field];
    if (quantity !== undefined) changes.set(code, quantity);
  }
  for (const entry of change.earnings ?? []) {
    changes.set(entry.code, entry.hours ?? entry.amountCents ?? 0);
  }
  return changes;
}

const notOnLine = (what: 'deduction' | 'order', id: string, path: string) =>
  new AppError(
    'payroll_draft.line_invalid',
    `The ${what} ${id} is not one this line took from the employee's ${what === 'deduction' ? 'recurring deductions' : 'garnishment orders'}.`,
    { path, fieldMessage: `is not a ${what} of this line` },
  );

/**
 * The line's deductions as the change lists them: a typed one as sent; one naming a recurring
 * deduction of the line keeps that deduction's terms (limit, coverage, employer part) at the
 * amount sent. A recurring deduction left out is skipped for this payroll.
 */
function changedDeductions(
  current: readonly LineDeduction[],
  sent: NonNullable<PayrollDraftLineUpdate['deductions']>,
  employeeId: string,
): LineDeduction[] {
  const recurring = new Map(
    current.flatMap((entry) => (entry.deductionId ? [[entry.deductionId, entry] as const] : [])),
  );
  return sent.map((entry, index) => {
    if (entry.deductionId === undefined) {
      return { kind: entry.kind, label: entry.label, amountCents: entry.amountCents };
    }
    const terms = recurring.get(entry.deductionId);
    if (!terms) {
      throw notOnLine('deduction', entry.deductionId, `lines.${employeeId}.deductions.${index}`);
    }
    // The amount sent replaces the percentage for this payroll.
    const next: LineDeduction = { ...terms, label: entry.label, amountCents: entry.amountCents };
    delete next.percentage;
    return next;
  });
}

/** The line's orders as the change lists them, each at the amount sent; one left out is skipped. */
function changedOrders(
  current: readonly RecurringOrderTerms[],
  sent: NonNullable<PayrollDraftLineUpdate['garnishments']>,
  employeeId: string,
): RecurringOrderTerms[] {
  const orders = new Map(current.map((order) => [order.garnishmentId, order]));
  return sent.map((entry, index) => {
    const terms = orders.get(entry.garnishmentId);
    if (!terms) {
      throw notOnLine('order', entry.garnishmentId, `lines.${employeeId}.garnishments.${index}`);
    }
    const next: RecurringOrderTerms = { ...terms, amountCents: entry.amountCents };
    delete next.percentage;
    return next;
  });
}

/** A line's inputs with a change applied: what it leaves out keeps its value. */
export function changedInputs(inputs: LineInputs, change: PayrollDraftLineUpdate): LineInputs {
  return {
    earnings: withEarnings(inputs.earnings, earningChanges(change)),
    salaryCents: change.salaryCents !== undefined ? change.salaryCents : inputs.salaryCents,
    ...(inputs.timeOff ? { timeOff: inputs.timeOff } : {}),
    deductions:
      change.deductions === undefined
        ? inputs.deductions
        : changedDeductions(inputs.deductions, change.deductions, change.employeeId),
    garnishments:
      change.garnishments === undefined
        ? inputs.garnishments
        : changedOrders(inputs.garnishments, change.garnishments, change.employeeId),
    memo: change.memo !== undefined ? change.memo : inputs.memo,
  };
}

/**
 * Refuses earnings that are paid from approved time off (vacation, sick and personal time): they
 * are entered by the time-off feature, not typed on a draft line. Nothing of the update is saved.
 */
export function assertEnterable(lines: readonly PayrollDraftLineUpdate[]): void {
  const errors: FieldError[] = lines.flatMap((line) =>
    (line.earnings ?? []).flatMap((entry, index) =>
      timeOff.has(entry.code)
        ? [
            {
              code: 'payroll_draft.earning_from_time_off',
              path: `lines.${line.employeeId}.earnings.${index}.code`,
              message: `${entry.code} is paid from approved time off and cannot be entered on a draft line`,
            },
          ]
        : [],
    ),
  );
  if (errors.length === 0) return;
  throw new AppError(
    'payroll_draft.earning_from_time_off',
    `Not saved: ${[...timeOff].join(', ')} are paid from approved time off, not entered on a draft line. Remove ${errors.length === 1 ? 'that earning' : `those ${errors.length} earnings`} from the lines sent.`,
    { errors },
  );
}
