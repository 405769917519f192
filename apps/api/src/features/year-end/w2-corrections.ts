import type { W2BoxChange, W2BoxesAnswer, W2Correction } from '@paydesk/contracts';
import { w2BoxesSchema } from '@paydesk/contracts';

/** A W-2 with no wages: what a withdrawn W-2 is corrected to. */
export const emptyBoxes = (): W2BoxesAnswer => ({
  '1': 0,
  '2': 0,
  '3': 0,
  '4': 0,
  '5': 0,
  '6': 0,
  '10': 0,
  '12': [],
  '13': { retirementPlan: false, statutoryEmployee: false, thirdPartySickPay: false },
  '14': [],
  '15-20': [],
});

/**
 * Every money figure of a W-2 by the name a W-2c gives it: the single boxes by number, box 12 by
 * code, box 14 by label, boxes 16–17 by state and 18–19 by locality.
 */
function figuresOf(boxes: W2BoxesAnswer): Map<string, number> {
  const figures = new Map<string, number>();
  const add = (key: string, cents: number) => figures.set(key, (figures.get(key) ?? 0) + cents);
  for (const box of ['1', '2', '3', '4', '5', '6', '10'] as const) add(box, boxes[box]);
  for (const entry of boxes['12']) add(`12 ${entry.code}`, entry.cents);
  for (const entry of boxes['14']) add(`14 ${entry.label}`, entry.cents);
  for (const row of boxes['15-20']) {
    if (row.locality) {
      add(`18 ${row.locality}`, row.localWagesCents);
      add(`19 ${row.locality}`, row.localTaxCents);
    } else {
      add(`16 ${row.state}`, row.wagesCents);
      add(`17 ${row.state}`, row.taxCents);
    }
  }
  return figures;
}

/** The figures that differ, in the form's order; a figure only one side has counts as 0 on the other. */
export function boxChanges(before: W2BoxesAnswer, after: W2BoxesAnswer): W2BoxChange[] {
  const was = figuresOf(before);
  const now = figuresOf(after);
  const keys = [...new Set([...was.keys(), ...now.keys()])];
  const boxNumber = (key: string) => Number(key.split(' ')[0]);
  return keys
    .map((box) => ({ box, beforeCents: was.get(box) ?? 0, afterCents: now.get(box) ?? 0 }))
    .filter((change) => change.beforeCents !== change.afterCents)
    .sort((a, b) => boxNumber(a.box) - boxNumber(b.box) || a.box.localeCompare(b.box, 'en'));
}

/** The published boxes against today's, or null while they are the same. */
export function correctionOf(
  before: W2BoxesAnswer | undefined,
  after: W2BoxesAnswer,
): W2Correction | null {
  if (!before) return null;
  const changes = boxChanges(before, after);
  const box13 = (['retirementPlan', 'statutoryEmployee', 'thirdPartySickPay'] as const).some(
    (key) => before['13'][key] !== after['13'][key],
  );
  return changes.length === 0 && !box13 ? null : { before, changes };
}

/** A stored snapshot, read back through the contract's schema. */
export const publishedBoxesOf = (json: string): W2BoxesAnswer =>
  w2BoxesSchema.parse(JSON.parse(json));
