import type { PaycheckRequest, PaycheckResult } from '@paydesk/contracts';
import { yearOf } from './dates';
import {
  deductionAmounts,
  employerContributionCents,
  hsaWithin,
} from './benefits/deduction-amounts';
import { STATE_GARNISHMENT_RULES } from './benefits/garnishment-rules';
import { computeGarnishments } from './benefits/garnishments';
import { allocateAmounts, allocateGroup, largestAffordable } from './deductions';
import { computeEarnings } from './earnings';
import { employeeTaxCalculator, type EmployeeTaxCalculator } from './employee-taxes';
import { employerTaxes } from './employer-taxes';
import { EngineInputError } from './errors';
import type { PaycheckOptions } from './federal/supplemental';
import { parsePaycheckRequest } from './parse-request';
import { buildPaycheckResult } from './paycheck-result';
import { findStateModule } from './states/registry';
import type { YearToDateWages } from './states/state-module';
import { findTaxYear } from './tax-years/registry';

const NO_YTD: YearToDateWages = {
  socialSecurityWagesCents: 0,
  medicareWagesCents: 0,
  futaWagesCents: 0,
  sutaWagesCents: 0,
};

/**
 * Gross to net for one paycheck, from raw input (parsed JSON): validates it against the
 * calculator contract, then computes. Throws EngineInputError naming the bad field.
 */
export const calculatePaycheck = (input: unknown): PaycheckResult =>
  calculateParsedPaycheck(parsePaycheckRequest(input));

/**
 * Gross to net for a request already parsed by `paycheckRequestSchema` (defaults filled in), as
 * a payroll run holds it. Still throws EngineInputError for what only the engine can judge: tax
 * years and states without data, certificate fields, hours beyond the period, proration dates.
 */
export const calculateParsedPaycheck = (
  request: PaycheckRequest,
  options: PaycheckOptions = {},
): PaycheckResult => {
  const year = findTaxYear(request.taxYear);
  if (yearOf(request.payDate) !== request.taxYear) {
    throw new EngineInputError(
      'payDate',
      `is not in tax year ${request.taxYear}: wages are taxed in the year they are paid`,
    );
  }
  const stateModule = findStateModule(request.state.code);
  const earnings = computeEarnings(request.earnings, {
    payFrequency: request.payFrequency,
    period: request.period,
    employment: request.employment,
  });
  const ytd = request.ytd ?? NO_YTD;
  const gross = earnings.grossCents;
  const deductions = request.deductions;
  const benefits = deductionAmounts(request, gross);
  const requested = benefits.amountsCents;
  const employerHsa = benefits.employerHsaTotalCents;
  const taxesFor = employeeTaxCalculator(
    request,
    earnings,
    year,
    stateModule,
    ytd,
    options,
    employerHsa,
  );

  const applied = new Array<number>(deductions.length).fill(0);
  // Pre-tax deductions come out of wages first: never more than the wages.
  let section125 = allocateGroup(deductions, requested, 'section125', gross, applied);
  let retirement = allocateGroup(deductions, requested, '401k', gross - section125, applied);
  const hsaOf = benefits.hasHsa
    ? (budget: number) => hsaWithin(deductions, requested, budget)
    : () => 0;
  let taxes = taxesFor(section125, retirement, hsaOf(section125));
  if (gross - section125 - retirement - taxes.totalCents < 0) {
    [section125, retirement] = affordablePreTax(taxesFor, gross, section125, retirement, hsaOf);
    allocateGroup(deductions, requested, 'section125', section125, applied);
    allocateGroup(deductions, requested, '401k', retirement, applied);
    taxes = taxesFor(section125, retirement, hsaOf(section125));
  }

  // Only extra withholding larger than the pay (or a cent of cumulative rounding on a tiny
  // paycheck) meets this cap; the least binding taxes give way.
  const preTax = section125 + retirement;
  const taxAmounts = taxes.items.map((item) => item.requestedCents);
  const appliedTaxes =
    gross - preTax - taxes.totalCents >= 0
      ? taxAmounts
      : allocateAmounts(taxAmounts, gross - preTax);
  let employeeTaxTotal = 0;
  for (const amount of appliedTaxes) employeeTaxTotal += amount;

  // Orders come after taxes and before voluntary after-tax deductions.
  const orders = request.garnishments;
  const garnishments =
    orders === undefined
      ? undefined
      : computeGarnishments(orders, {
          disposableEarningsCents: gross - employeeTaxTotal,
          availableCents: gross - preTax - employeeTaxTotal,
          payFrequency: request.payFrequency,
          stateRule: STATE_GARNISHMENT_RULES[stateModule.code],
        });
  let garnishedCents = 0;
  if (garnishments !== undefined)
    for (const order of garnishments) garnishedCents += order.amountCents;
  allocateGroup(
    deductions,
    requested,
    'postTax',
    gross - preTax - employeeTaxTotal - garnishedCents,
    applied,
  );

  return buildPaycheckResult({
    earnings,
    taxes,
    appliedTaxCents: appliedTaxes,
    deductions,
    requestedDeductionCents: requested,
    appliedDeductionCents: applied,
    benefits: {
      limitReached: benefits.limitReached,
      employerCents: employerContributionCents(deductions, benefits, applied, gross),
    },
    garnishments,
    employer: employerTaxes(request, taxes, stateModule, ytd, year),
    state: stateModule.code,
  });
};

/**
 * The taxes that remain must still be paid out of what the pre-tax deductions leave: when they
 * are not, the 401(k) gives way first, then section 125 (each change moves the taxes too).
 */
const affordablePreTax = (
  taxesFor: EmployeeTaxCalculator,
  gross: number,
  section125: number,
  retirement: number,
  hsaOf: (section125Budget: number) => number,
): [section125: number, retirement: number] => {
  const hsa = hsaOf(section125);
  const retirementFits = (amount: number) =>
    gross - section125 - amount - taxesFor(section125, amount, hsa).totalCents >= 0;
  const affordableRetirement = largestAffordable(retirement, retirementFits);
  if (affordableRetirement !== null) return [section125, affordableRetirement];
  const section125Fits = (amount: number) =>
    gross - amount - taxesFor(amount, 0, hsaOf(amount)).totalCents >= 0;
  return [largestAffordable(section125, section125Fits) ?? 0, 0];
};
