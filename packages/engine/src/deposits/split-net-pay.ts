import { MAX_GROSS_CENTS } from '../earnings';
import { EngineInputError } from '../errors';

/** One deposit account as the split sees it; `value` is cents (amount) or basis points (percentage). */
export type DepositTarget<Id extends string = string> =
  | { id: Id; kind: 'amount'; value: number }
  | { id: Id; kind: 'percentage'; value: number }
  | { id: Id; kind: 'remainder' };

/** What one account receives; `requestedCents` is what a fixed amount asked for (else null). */
export type DepositPart<Id extends string = string> = {
  id: Id;
  kind: DepositTarget['kind'];
  amountCents: number;
  requestedCents: number | null;
};

export type DepositSplit<Id extends string = string> = {
  parts: DepositPart<Id>[];
  /** How much the fixed amounts asked for beyond the net pay (0 when every one was met). */
  shortfallCents: number;
};

const FULL_BASIS_POINTS = 10_000;

function checkTargets(netPayCents: number, targets: readonly DepositTarget[]): void {
  if (!Number.isSafeInteger(netPayCents) || netPayCents < 0 || netPayCents > MAX_GROSS_CENTS) {
    throw new EngineInputError('netPayCents', 'must be whole cents, from zero to the largest pay');
  }
  if (targets.filter((target) => target.kind === 'remainder').length !== 1) {
    throw new EngineInputError('accounts', 'exactly one account takes the remainder');
  }
  let basisPoints = 0;
  targets.forEach((target, index) => {
    if (target.kind === 'remainder') return;
    if (!Number.isSafeInteger(target.value) || target.value < 1) {
      throw new EngineInputError(`accounts[${index}].value`, 'must be a whole number above zero');
    }
    if (target.kind === 'percentage') basisPoints += target.value;
  });
  if (basisPoints > FULL_BASIS_POINTS) {
    throw new EngineInputError('accounts', 'the percentages add up to more than 100');
  }
}

/**
 * Splits a net pay over an employee's deposit accounts: fixed amounts first, in the order given;
 * then each percentage of what the fixed amounts left (rounded down to the cent); then the one
 * remainder account takes the rest, so the rounding cents go to it and the parts add up to the
 * net pay exactly. When the fixed amounts ask for more than the net pay, they are paid in order
 * until the money runs out (a later one may get part of its amount, or nothing); the percentages
 * and the remainder then get nothing, and `shortfallCents` says how much was not met. Pure.
 */
export function splitNetPay<Id extends string>(
  netPayCents: number,
  targets: readonly DepositTarget<Id>[],
): DepositSplit<Id> {
  checkTargets(netPayCents, targets);
  let left = netPayCents;
  let shortfallCents = 0;
  const paid = new Map<number, number>();
  targets.forEach((target, index) => {
    if (target.kind !== 'amount') return;
    const amount = Math.min(target.value, left);
    paid.set(index, amount);
    shortfallCents += target.value - amount;
    left -= amount;
  });
  const afterFixed = left;
  targets.forEach((target, index) => {
    if (target.kind !== 'percentage') return;
    // Integer arithmetic: the largest pay × 10 000 basis points stays below 2^53.
    const amount = Math.floor((afterFixed * target.value) / FULL_BASIS_POINTS);
    paid.set(index, amount);
    left -= amount;
  });
  return {
    parts: targets.map((target, index) => ({
      id: target.id,
      kind: target.kind,
      amountCents: target.kind === 'remainder' ? left : (paid.get(index) ?? 0),
      requestedCents: target.kind === 'amount' ? target.value : null,
    })),
    shortfallCents,
  };
}
