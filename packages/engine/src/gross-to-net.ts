import type { PaycheckRequest, PaycheckResult } from '@paydesk/contracts';
import { yearOf } from './dates';
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
  const taxesFor = employeeTaxCalculator(request, earnings, year, stateModule, ytd, options);

  const deductions = request.deductions;
  const applied = new Array<number>(deductions.length).fill(0);
  // Pre-tax deductions come out of wages first: never more than the wages.
  let section125 = allocateGroup(deductions, 'section125', gross, applied);
  let retirement = allocateGroup(deductions, '401k', gross - section125, applied);
  let taxes = taxesFor(section125, retirement);
  if (gross - section125 - retirement - taxes.totalCents < 0) {
    [section125, retirement] = affordablePreTax(taxesFor, gross, section125, retirement);
    allocateGroup(deductions, 'section125', section125, applied);
    allocateGroup(deductions, '401k', retirement, applied);
    taxes = taxesFor(section125, retirement);
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
  allocateGroup(deductions, 'postTax', gross - preTax - employeeTaxTotal, applied);

  return buildPaycheckResult({
    earnings,
    taxes,
    appliedTaxCents: appliedTaxes,
    deductions,
    appliedDeductionCents: applied,
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
): [section125: number, retirement: number] => {
  const retirementFits = (amount: number) =>
    gross - section125 - amount - taxesFor(section125, amount).totalCents >= 0;
  const affordableRetirement = largestAffordable(retirement, retirementFits);
  if (affordableRetirement !== null) return [section125, affordableRetirement];
  const section125Fits = (amount: number) => gross - amount - taxesFor(amount, 0).totalCents >= 0;
  return [largestAffordable(section125, section125Fits) ?? 0, 0];
};
