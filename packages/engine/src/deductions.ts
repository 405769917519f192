import type { PayLineCode, PaycheckDeduction } from '@paydesk/contracts';
import { deductionGroupOf, type DeductionGroup } from './deduction-treatment';
import { lineLabel } from './pay-line-label';

// A code's vocabulary label never changes; naming it costs more than the rest of a deduction's
// line, so each is named once.
const vocabularyLabels = new Map<string, string>();

/** The vocabulary's English label of a deduction or garnishment code. */
export const codeLabel = (code: PayLineCode): string => {
  let label = vocabularyLabels.get(code);
  if (label === undefined) {
    label = lineLabel({ code });
    vocabularyLabels.set(code, label);
  }
  return label;
};

/** The request's own label, else the vocabulary's. */
export const deductionLabel = (deduction: PaycheckDeduction): string =>
  deduction.label ?? codeLabel(deduction.kind);

/**
 * Takes the group's deductions (their `requested` amounts, indexed like `deductions`) in request
 * order while the budget lasts: the first in full, the
 * one that meets the end of the budget in part, the rest at zero; never more than requested.
 * Writes each applied amount into `applied` (indexed like `deductions`), returns the total.
 */
export const allocateGroup = (
  deductions: readonly PaycheckDeduction[],
  requested: readonly number[],
  group: DeductionGroup,
  budgetCents: number,
  applied: number[],
): number => {
  let left = budgetCents > 0 ? budgetCents : 0;
  let total = 0;
  for (let index = 0; index < deductions.length; index += 1) {
    const deduction = deductions[index];
    if (deduction === undefined || deductionGroupOf(deduction.kind) !== group) continue;
    const wanted = requested[index] ?? 0;
    const amount = wanted < left ? wanted : left;
    applied[index] = amount;
    left -= amount;
    total += amount;
  }
  return total;
};

/** The same rule for amounts in priority order (taxes when the pay cannot carry them all). */
export const allocateAmounts = (requested: readonly number[], budgetCents: number): number[] => {
  let left = budgetCents > 0 ? budgetCents : 0;
  return requested.map((amount) => {
    const taken = amount < left ? amount : left;
    left -= taken;
    return taken;
  });
};

/**
 * The largest amount in [0, max] that the paycheck can carry, by bisection on a test that
 * holds for small amounts and fails for large ones. Null when even 0 fails.
 */
export const largestAffordable = (
  max: number,
  fits: (amount: number) => boolean,
): number | null => {
  if (fits(max)) return max;
  if (!fits(0)) return null;
  let low = 0;
  let high = max;
  while (high - low > 1) {
    const middle = low + Math.floor((high - low) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
};
