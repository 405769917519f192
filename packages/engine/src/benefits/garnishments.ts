import type {
  GarnishmentCode,
  PaycheckGarnishment,
  PaycheckGarnishmentResult,
} from '@paydesk/contracts';
import { multiplyDivideRoundHalfUp } from '../money';
import type { PayFrequency } from '../pay-frequency';
import { codeLabel } from '../deductions';
import { percentageOf } from '../percentage';
import {
  FEDERAL_GARNISHMENT_RULES,
  protectedEarningsCents,
  type GarnishmentRules,
  type StateGarnishmentRule,
} from './garnishment-rules';

export type GarnishmentContext = {
  /** Gross less the employee taxes withheld. */
  readonly disposableEarningsCents: number;
  /** What the pay still holds once the taxes and pre-tax deductions are out. */
  readonly availableCents: number;
  readonly payFrequency: PayFrequency;
  /** The work state's stricter rule, if it has one. */
  readonly stateRule?: StateGarnishmentRule | undefined;
  readonly rules?: GarnishmentRules;
};

/** Support first, then tax levies, then creditors and student loans; oldest order first. */
const RANK: Readonly<Record<GarnishmentCode, number>> = {
  child_support: 0,
  alimony: 0,
  federal_tax_levy: 1,
  student_loan: 2,
  creditor: 2,
};

const priorityOrder = (orders: readonly PaycheckGarnishment[]): number[] =>
  orders
    .map((_, index) => index)
    .sort((a, b) => {
      const left = orders[a];
      const right = orders[b];
      if (left === undefined || right === undefined) return a - b;
      const byRank = RANK[left.type] - RANK[right.type];
      if (byRank !== 0) return byRank;
      const leftDate = left.receivedOn ?? '9999-12-31';
      const rightDate = right.receivedOn ?? '9999-12-31';
      if (leftDate !== rightDate) return leftDate < rightDate ? -1 : 1;
      return a - b;
    });

const percentOfCents = (cents: number, wholePercent: number): number =>
  multiplyDivideRoundHalfUp(cents, wholePercent, 100);

/** The state's figure where it protects more, else the federal one. */
const ordinaryLimits = (
  context: GarnishmentContext,
  rules: GarnishmentRules,
): { percent: number; protectedCents: number } => {
  const state = context.stateRule;
  const federalProtected = protectedEarningsCents(
    rules.minimumWageCents,
    rules.floorHours,
    context.payFrequency,
  );
  const stateProtected =
    state?.minimumWageCents !== undefined || state?.floorHours !== undefined
      ? protectedEarningsCents(
          state.minimumWageCents ?? rules.minimumWageCents,
          state.floorHours ?? rules.floorHours,
          context.payFrequency,
        )
      : 0;
  return {
    percent: Math.min(rules.ordinaryPercent, state?.ordinaryPercent ?? rules.ordinaryPercent),
    protectedCents: Math.max(federalProtected, stateProtected),
  };
};

/** What the order asks for this paycheck, before any limit; null for a levy (computed later). */
const askedCents = (
  order: PaycheckGarnishment,
  disposable: number,
  rules: GarnishmentRules,
): number => {
  if (order.amountCents !== undefined) return order.amountCents;
  if (order.percentage !== undefined) return percentageOf(disposable, order.percentage);
  if (order.type === 'student_loan') return percentOfCents(disposable, rules.studentLoanPercent);
  return 0;
};

/**
 * Each order's share of this paycheck, in the request's order. Orders are taken in priority
 * order out of one budget: support orders within their 50–65% limit, tax levies out of what is
 * left above the order's exempt amount, then creditors and student loans within the ordinary
 * limit, which counts everything garnished before them (CCPA §303). An order asks no more than
 * it still claims, and no order takes more than the pay holds.
 */
export const computeGarnishments = (
  orders: readonly PaycheckGarnishment[],
  context: GarnishmentContext,
): PaycheckGarnishmentResult[] => {
  const rules = context.rules ?? FEDERAL_GARNISHMENT_RULES;
  const disposable = Math.max(0, context.disposableEarningsCents);
  const ordinary = ordinaryLimits(context, rules);
  const aboveFloor = Math.max(0, disposable - ordinary.protectedCents);
  const ordinaryCeiling = Math.min(percentOfCents(disposable, ordinary.percent), aboveFloor);
  const studentLoanCeiling = Math.min(
    percentOfCents(disposable, rules.studentLoanPercent),
    aboveFloor,
  );

  const results = new Array<PaycheckGarnishmentResult>(orders.length);
  let taken = 0;
  let supportTaken = 0;
  let studentLoansTaken = 0;
  let cash = Math.max(0, context.availableCents);
  for (const index of priorityOrder(orders)) {
    const order = orders[index];
    if (order === undefined) continue;
    let requested: number;
    let limit: number;
    if (order.type === 'federal_tax_levy') {
      // The employee keeps the exempt take-home pay; the IRS takes the rest, not the CCPA share.
      const leviable = Math.max(0, cash - (order.exemptAmountCents ?? 0));
      requested = order.amountCents === undefined ? leviable : order.amountCents;
      limit = leviable;
    } else {
      requested = askedCents(order, disposable, rules);
      if (order.type === 'child_support' || order.type === 'alimony') {
        const percent =
          (order.supportsOtherFamily === false
            ? rules.support.noOtherFamilyPercent
            : rules.support.otherFamilyPercent) +
          (order.arrearsOver12Weeks === true ? rules.support.arrearsExtraPercent : 0);
        limit = percentOfCents(disposable, percent) - supportTaken;
      } else {
        limit = ordinaryCeiling - taken;
        if (order.type === 'student_loan') {
          limit = Math.min(limit, studentLoanCeiling - studentLoansTaken);
        }
      }
    }
    if (order.remainingOwedCents !== undefined) {
      requested = Math.min(requested, order.remainingOwedCents);
    }
    const amount = Math.max(0, Math.min(requested, limit, cash));
    taken += amount;
    cash -= amount;
    if (order.type === 'child_support' || order.type === 'alimony') supportTaken += amount;
    if (order.type === 'student_loan') studentLoansTaken += amount;
    results[index] = {
      ...(order.id === undefined ? {} : { id: order.id }),
      type: order.type,
      label: order.label ?? codeLabel(order.type),
      amountCents: amount,
      requestedCents: requested,
      capped: amount < requested,
      ...(order.remainingOwedCents === undefined
        ? {}
        : { remainingOwedCents: order.remainingOwedCents - amount }),
    };
  }
  return results;
};
