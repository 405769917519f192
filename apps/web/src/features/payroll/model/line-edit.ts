import type { PayrollDraftLine } from '@paydesk/contracts';
import { isEditorDeduction, type LineDeduction, type LineGarnishment } from './line-deductions';
import {
  earningColumns,
  payLineVocabulary,
  type EarningColumn,
  type EarningVocabulary,
} from './earning-columns';

/**
 * What a person can change on one line of a draft, read from the line the server answered: the
 * draft line's named fields, and every other earning column by its code (hours or cents, as the
 * code says).
 */
export type LineValues = {
  excluded: boolean;
  regularHours: number;
  overtimeHours: number;
  bonusCents: number;
  commissionCents: number;
  reimbursementCents: number;
  deductionCents: number;
  earnings: Readonly<Record<string, number>>;
};

export type LineField = Exclude<keyof LineValues, 'earnings'>;

export {
  deductionsWith,
  EDITOR_DEDUCTION_KIND,
  type LineDeduction,
  type LineGarnishment,
} from './line-deductions';

/**
 * The fields of one line changed since the last save; `deductions` and `garnishments` are the
 * line's whole lists, `earnings` the other earnings changed, by code.
 */
export type LineChange = Partial<Omit<LineValues, 'deductionCents' | 'earnings'>> & {
  deductions?: LineDeduction[];
  garnishments?: LineGarnishment[];
  earnings?: Readonly<Record<string, number>>;
};
export type PendingChanges = Readonly<Record<string, LineChange>>;

/** An earning `PUT /payroll-drafts/{id}` takes by its code: hours or an amount, as it is given. */
export type DraftEarningEntry =
  { code: string; hours: number } | { code: string; amountCents: number };

/** A line of `PUT /payroll-drafts/{id}`: the employee and only the values that changed. */
export type LineUpdate = { employeeId: string } & Omit<LineChange, 'earnings'> & {
    earnings?: DraftEarningEntry[];
  };
export type DraftUpdate = { version: number; payDate?: string; lines: LineUpdate[] };

const earningSum = (line: PayrollDraftLine, code: string, of: 'hours' | 'amount') =>
  line.earnings
    .filter((earning) => earning.code === code)
    .reduce(
      (sum, earning) => sum + (of === 'hours' ? (earning.hours ?? 0) : earning.amountCents),
      0,
    );

/** The editable values of a line as the server computed it. */
export function lineValues(
  line: PayrollDraftLine,
  vocabulary: EarningVocabulary = payLineVocabulary,
): LineValues {
  const named = vocabulary.draftEarningFields;
  const others = earningColumns(vocabulary).filter((column) => column.field === null);
  return {
    excluded: line.excluded,
    regularHours: line.regularHours,
    overtimeHours: line.overtimeHours,
    bonusCents: earningSum(line, named.bonusCents, 'amount'),
    commissionCents: earningSum(line, named.commissionCents, 'amount'),
    reimbursementCents: earningSum(line, named.reimbursementCents, 'amount'),
    deductionCents: line.deductions
      .filter(isEditorDeduction)
      .reduce((sum, deduction) => sum + deduction.amountCents, 0),
    earnings: Object.fromEntries(
      others.map((column) => [column.code, earningSum(line, column.code, column.input)]),
    ),
  };
}

/** The value an earning column shows. */
export const columnValue = (values: LineValues, column: EarningColumn): number =>
  column.field === null ? (values.earnings[column.code] ?? 0) : values[column.field];

/** The change setting an earning column: its named field, or its code among the earnings. */
export const columnChange = (column: EarningColumn, value: number): LineChange =>
  column.field === null ? { earnings: { [column.code]: value } } : { [column.field]: value };

/**
 * Adds a change to what waits to be saved; a later value of a field (or of an earning's code)
 * replaces the earlier one.
 */
export function addChange(
  pending: PendingChanges,
  employeeId: string,
  change: LineChange,
): PendingChanges {
  const before = pending[employeeId];
  const earnings =
    before?.earnings && change.earnings ? { ...before.earnings, ...change.earnings } : undefined;
  return { ...pending, [employeeId]: { ...before, ...change, ...(earnings ? { earnings } : {}) } };
}

const earningEntries = (
  earnings: Readonly<Record<string, number>>,
  vocabulary: EarningVocabulary,
): DraftEarningEntry[] =>
  Object.entries(earnings).map(([code, value]) =>
    vocabulary.earningInputs[code] === 'hours'
      ? { code, hours: value }
      : { code, amountCents: value },
  );

/**
 * The request that saves every waiting change against the draft version last read. The values
 * sent set the line (never add to it), so a retried request changes nothing twice; an earning
 * other than the named fields goes in the line's `earnings`, hours or cents as its code is given.
 */
export function draftUpdate(
  version: number,
  pending: PendingChanges,
  vocabulary: EarningVocabulary = payLineVocabulary,
): DraftUpdate {
  return {
    version,
    lines: Object.entries(pending)
      .filter(([, change]) => Object.keys(change).length > 0)
      .map(([employeeId, { earnings, ...change }]) => ({
        employeeId,
        ...change,
        ...(earnings ? { earnings: earningEntries(earnings, vocabulary) } : {}),
      })),
  };
}
