import type { PaycheckDeduction, PaycheckRequest } from '@paydesk/contracts';
import { deductionGroupOf } from '../deduction-treatment';
import { percentageOf } from '../percentage';
import { applyAnnualLimits } from './annual-limits';
import { findBenefitLimits } from './benefit-limits';
import { fixedEmployerCents, matchCents } from './employer-contributions';

/** The deductions of one paycheck as the limits leave them, before the pay is shared out. */
export type DeductionAmounts = {
  /** What each deduction asks for this paycheck, its percentage resolved and its limits met. */
  readonly amountsCents: readonly number[];
  readonly limitReached: readonly boolean[];
  /** The employer's fixed and percentage parts (the HSA's within its limit); 0 for a match. */
  readonly employerFixedCents: readonly number[];
  readonly employerHsaTotalCents: number;
  readonly hasHsa: boolean;
};

const NONE: DeductionAmounts = {
  amountsCents: [],
  limitReached: [],
  employerFixedCents: [],
  employerHsaTotalCents: 0,
  hasHsa: false,
};

const LIMITED_KINDS: ReadonlySet<PaycheckDeduction['kind']> = new Set([
  '401k',
  'roth401k',
  'hsa',
  'health_fsa',
  'dependent_care_fsa',
  'commuter',
]);

export const deductionAmounts = (
  request: PaycheckRequest,
  grossCents: number,
): DeductionAmounts => {
  const deductions = request.deductions;
  if (deductions.length === 0) return NONE;
  const requested = deductions.map((deduction) =>
    deduction.amountCents !== undefined
      ? deduction.amountCents
      : percentageOf(grossCents, deduction.percentage ?? 0),
  );
  let limited = false;
  let hasHsa = false;
  let hasEmployer = false;
  for (const deduction of deductions) {
    if (LIMITED_KINDS.has(deduction.kind) || deduction.annualLimitCents !== undefined) {
      limited = true;
    }
    if (deduction.kind === 'hsa') hasHsa = true;
    if (deduction.employer !== undefined) hasEmployer = true;
  }
  const employer = hasEmployer
    ? fixedEmployerCents(deductions, grossCents)
    : new Array<number>(deductions.length).fill(0);
  if (!limited) {
    return {
      amountsCents: requested,
      limitReached: new Array<boolean>(deductions.length).fill(false),
      employerFixedCents: employer,
      employerHsaTotalCents: 0,
      hasHsa,
    };
  }
  const result = applyAnnualLimits(
    request,
    findBenefitLimits(request.taxYear),
    requested,
    employer,
  );
  let employerHsaTotalCents = 0;
  deductions.forEach((deduction, index) => {
    if (deduction.kind !== 'hsa') return;
    const cents = result.employerHsaCents[index] ?? 0;
    employer[index] = cents;
    employerHsaTotalCents += cents;
  });
  return {
    amountsCents: result.amountsCents,
    limitReached: result.limitReached,
    employerFixedCents: employer,
    employerHsaTotalCents,
    hasHsa,
  };
};

/** The employer's part beside each deduction: the fixed or percentage part, or the match on the
 * deferral actually taken (`appliedCents`, indexed like the deductions). */
export const employerContributionCents = (
  deductions: readonly PaycheckDeduction[],
  amounts: DeductionAmounts,
  appliedCents: readonly number[],
  grossCents: number,
): number[] =>
  deductions.map((deduction, index) => {
    const match = deduction.employer?.match;
    if (match !== undefined) return matchCents(match, appliedCents[index] ?? 0, grossCents);
    return amounts.employerFixedCents[index] ?? 0;
  });

/**
 * The HSA's share of a section 125 budget: the group is taken in request order, so the HSA gets
 * what the deductions before it leave.
 */
export const hsaWithin = (
  deductions: readonly PaycheckDeduction[],
  requested: readonly number[],
  budgetCents: number,
): number => {
  let left = budgetCents > 0 ? budgetCents : 0;
  let hsa = 0;
  for (let index = 0; index < deductions.length; index += 1) {
    const deduction = deductions[index];
    if (deduction === undefined || deductionGroupOf(deduction.kind) !== 'section125') continue;
    const wanted = requested[index] ?? 0;
    const taken = wanted < left ? wanted : left;
    left -= taken;
    if (deduction.kind === 'hsa') hsa += taken;
  }
  return hsa;
};
