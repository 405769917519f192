import type {
  PaycheckDeduction,
  PaycheckGarnishment,
  PaycheckResult,
  PayrollLineGarnishment,
} from '@paydesk/contracts';
import type { BenefitHistory, LineDeduction, LineInputs } from './line-types';

// How a line's recurring deductions and orders go to the engine and come back from it.

/**
 * A line's deduction as the engine takes it: a recurring one with what the year has taken of it
 * (its limits are counted against that), a typed one as a fixed amount.
 */
export function engineDeductionOf(
  deduction: LineDeduction,
  history: BenefitHistory,
): PaycheckDeduction {
  const past =
    deduction.deductionId === undefined
      ? undefined
      : history.byDeduction.get(deduction.deductionId);
  return {
    kind: deduction.kind,
    label: deduction.label,
    ...(deduction.percentage !== undefined
      ? { percentage: deduction.percentage }
      : { amountCents: deduction.amountCents ?? 0 }),
    ...(deduction.deductionId !== undefined ? { id: deduction.deductionId } : {}),
    ...(deduction.annualLimitCents !== undefined
      ? { annualLimitCents: deduction.annualLimitCents }
      : {}),
    ...(deduction.hsaCoverage !== undefined ? { hsaCoverage: deduction.hsaCoverage } : {}),
    ...(deduction.employer !== undefined ? { employer: deduction.employer } : {}),
    ...(past
      ? {
          ytdCents: past.employeeCents,
          employerYtdCents: past.employerCents,
          monthToDateCents: past.monthCents,
        }
      : {}),
  };
}

/** The line's orders as the engine takes them, each with what it still claims. */
export const engineOrdersOf = (
  inputs: LineInputs,
  history: BenefitHistory,
): PaycheckGarnishment[] =>
  inputs.garnishments.map((order) => ({
    id: order.garnishmentId,
    type: order.type,
    label: order.label,
    ...(order.amountCents !== undefined ? { amountCents: order.amountCents } : {}),
    ...(order.percentage !== undefined ? { percentage: order.percentage } : {}),
    supportsOtherFamily: order.supportsOtherFamily,
    arrearsOver12Weeks: order.arrearsOver12Weeks,
    ...(order.totalOwedCents !== null
      ? {
          remainingOwedCents: Math.max(
            0,
            order.totalOwedCents - (history.byGarnishment.get(order.garnishmentId) ?? 0),
          ),
        }
      : {}),
    ...(order.exemptAmountCents !== undefined
      ? { exemptAmountCents: order.exemptAmountCents }
      : {}),
    receivedOn: order.receivedOn,
  }));

/** The orders the engine withheld, with the case number each line shows. */
export const garnishmentsOf = (
  result: PaycheckResult,
  inputs: LineInputs,
): PayrollLineGarnishment[] => {
  const cases = new Map(inputs.garnishments.map((order) => [order.garnishmentId, order]));
  return (result.garnishments ?? []).flatMap((order) => {
    const terms = order.id === undefined ? undefined : cases.get(order.id);
    if (!terms) return [];
    return [
      {
        code: terms.type,
        kind: terms.type,
        label: order.label,
        garnishmentId: terms.garnishmentId,
        caseNumber: terms.caseNumber,
        requestedCents: order.requestedCents,
        amountCents: order.amountCents,
        limitReached: order.capped,
      },
    ];
  });
};
