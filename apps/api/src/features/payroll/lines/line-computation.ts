import {
  amountEarningCodes,
  draftEarningFields,
  type EmployerLocalTax,
  hoursEarningCodes,
  type PaycheckEarning,
  type PaycheckLine,
  type PaycheckRequestInput,
  type PayrollDeductionKind,
  type PayrollEarning,
  type PayrollLineDeduction,
  type PayrollTax,
} from '@paydesk/contracts';
import {
  calculateParsedPaycheck,
  isEngineInputError,
  parsePaycheckRequest,
  supportedTaxYears,
} from '@paydesk/engine';
import { enteredQuantity } from './line-inputs';
import { timeOffHoursOf } from './line-time-off';
import { engineDeductionOf, engineOrdersOf, garnishmentsOf } from './benefit-lines';
import {
  NO_BENEFIT_HISTORY,
  type BenefitHistory,
  type ComputedLine,
  type EmployeeFacts,
  type LineInputs,
  type RunFacts,
  type YtdWages,
} from './line-types';

/** The hourly employee's own pay: its line shows even before hours are entered. */
const REGULAR_HOURS = draftEarningFields.regularHours;

export type LineOutcome = {
  computed: ComputedLine;
  /** What the engine refused, when it did (the line then shows no figures). */
  error: { path: string; message: string } | null;
};

/** The year's tax data exists in the engine: else no line of the run can be computed. */
export const hasTaxYear = (payDate: string): boolean =>
  supportedTaxYears().includes(Number(payDate.slice(0, 4)));

const blankLine = (employee: EmployeeFacts): ComputedLine => ({
  paymentType: employee.paymentType,
  rateCents: employee.rateCents,
  earnings: [],
  deductions: [],
  employeeTaxes: [],
  employerTaxes: [],
  grossCents: 0,
  netPayCents: 0,
  employeeTaxesCents: 0,
  employerTaxesCents: 0,
  deductionsCents: 0,
  reimbursementsCents: 0,
  deposits: [],
  wages: {
    socialSecurityWagesCents: 0,
    medicareWagesCents: 0,
    futaWagesCents: 0,
    sutaWagesCents: 0,
    supplementalWagesCents: 0,
  },
});

/**
 * The earnings of the paycheck: the period salary, then every entered earning in the
 * vocabulary's order, each given as its code says. Hours are paid at the hourly rate, so only to
 * an hourly employee, whose regular pay makes a line even at zero hours (the grid shows the rate
 * to fill in).
 */
function earningsOf(employee: EmployeeFacts, run: RunFacts, inputs: LineInputs) {
  const earnings: PaycheckEarning[] = [];
  const rate = employee.rateCents ?? 0;
  if (employee.paymentType === 'salary') {
    if (inputs.salaryCents !== null) {
      earnings.push({ kind: 'salary', amountCents: inputs.salaryCents });
    } else if (run.paysSalary) {
      earnings.push({ kind: 'salary', annualCents: rate });
    }
  }
  if (employee.paymentType === 'hourly') {
    for (const code of hoursEarningCodes) {
      const hours = enteredQuantity(inputs, code) + timeOffHoursOf(inputs, code);
      if (hours > 0 || code === REGULAR_HOURS)
        earnings.push({ kind: code, hours, rateCents: rate });
    }
  }
  for (const code of amountEarningCodes) {
    const amountCents = enteredQuantity(inputs, code);
    if (amountCents > 0) earnings.push({ kind: code, amountCents });
  }
  if (earnings.length === 0) earnings.push({ kind: 'salary', amountCents: 0 });
  return earnings;
}

/** A tax as the draft keeps it, with how the engine found it: the stub copies it at the commit. */
const taxOf = (line: PaycheckLine): PayrollTax => ({
  code: line.code,
  label: line.label,
  ...(line.jurisdiction ? { jurisdiction: line.jurisdiction } : {}),
  amountCents: line.amountCents,
  ...(line.explanation ? { explanation: line.explanation } : {}),
});

const earningOf = (line: PaycheckLine): PayrollEarning => ({
  code: line.code,
  label: line.label,
  ...(line.proration ? { proration: line.proration } : {}),
  hours: line.hours ?? null,
  rateCents: line.rateCents ?? null,
  amountCents: line.amountCents,
});

const deductionOf = (line: PaycheckLine): PayrollLineDeduction => ({
  code: line.code,
  kind: line.kind as PayrollDeductionKind,
  label: line.label,
  amountCents: line.amountCents,
  ...(line.id !== undefined ? { deductionId: line.id } : {}),
  ...(line.employerAmountCents !== undefined
    ? { employerAmountCents: line.employerAmountCents }
    : {}),
  ...(line.limitReached ? { limitReached: true } : {}),
});

type PayableEmployee = EmployeeFacts & {
  paymentType: NonNullable<EmployeeFacts['paymentType']>;
  federal: NonNullable<EmployeeFacts['federal']>;
  state: NonNullable<EmployeeFacts['state']>;
};

/**
 * The engine's request for one employee's paycheck of one run: the W-4 and the state
 * certificate, the pay frequency, the period (a salary prorated by a hire or termination date
 * inside it), the year-to-date wages, the company's SUTA rate and the local taxes at the rates
 * the employer entered.
 */
export const paycheckInputOf = (
  employee: PayableEmployee,
  run: RunFacts,
  inputs: LineInputs,
  ytd: YtdWages,
  localTaxes: readonly EmployerLocalTax[] = [],
  history: BenefitHistory = NO_BENEFIT_HISTORY,
): PaycheckRequestInput => ({
  taxYear: Number(run.payDate.slice(0, 4)),
  payFrequency: run.frequency,
  payDate: run.payDate,
  period: { startDate: run.periodStart, endDate: run.periodEnd },
  employment: {
    ...(employee.hireDate ? { hireDate: employee.hireDate } : {}),
    ...(employee.terminationDate ? { terminationDate: employee.terminationDate } : {}),
  },
  earnings: earningsOf(employee, run, inputs),
  deductions: inputs.deductions.map((deduction) => engineDeductionOf(deduction, history)),
  // The limits need the age and the year's deferrals only when the line has deductions.
  ...(inputs.deductions.length > 0
    ? {
        employee: {
          ...(employee.birthDate ? { birthDate: employee.birthDate } : {}),
          priorYearFicaWagesCents: history.priorYearFicaWagesCents,
          electiveDeferralsYtd: { ...history.electiveDeferrals },
        },
      }
    : {}),
  ...(inputs.garnishments.length > 0 ? { garnishments: engineOrdersOf(inputs, history) } : {}),
  federal: employee.federal,
  state: employee.state,
  ytd: {
    socialSecurityWagesCents: ytd.socialSecurityWagesCents,
    medicareWagesCents: ytd.medicareWagesCents,
    futaWagesCents: ytd.futaWagesCents,
    sutaWagesCents: ytd.sutaWagesCents,
  },
  ...(run.sutaRateBasisPoints !== null
    ? { suta: { rateBasisPoints: run.sutaRateBasisPoints } }
    : {}),
  ...(localTaxes.length > 0 ? { employerLocalTaxes: [...localTaxes] } : {}),
});

/** One employee's paycheck for one run, through the engine. Pure: the caller reads the facts. */
export function computeLine(
  employee: EmployeeFacts,
  run: RunFacts,
  inputs: LineInputs,
  ytd: YtdWages,
  localTaxes: readonly EmployerLocalTax[] = [],
  history: BenefitHistory = NO_BENEFIT_HISTORY,
): LineOutcome {
  const blank = { computed: blankLine(employee), error: null };
  if (!hasTaxYear(run.payDate)) return blank;
  const { paymentType, rateCents, federal, state } = employee;
  if (!paymentType || !rateCents || !federal || !state) return blank;
  const input = paycheckInputOf(
    { ...employee, paymentType, federal, state },
    run,
    inputs,
    ytd,
    localTaxes,
    history,
  );
  try {
    const result = calculateParsedPaycheck(parsePaycheckRequest(input), {
      withholding: run.withholding,
      supplementalYtdCents: ytd.supplementalWagesCents,
    });
    const linesOf = (side: PaycheckLine['side']) =>
      result.lines.filter((line) => line.side === side);
    return {
      computed: {
        paymentType: employee.paymentType,
        rateCents: employee.rateCents,
        earnings: linesOf('earning')
          .filter((line) => line.amountCents !== 0 || (line.hours ?? 0) !== 0)
          .map(earningOf),
        deductions: linesOf('deduction').map(deductionOf),
        garnishments: garnishmentsOf(result, inputs),
        employeeTaxes: linesOf('employeeTax').map(taxOf),
        employerTaxes: linesOf('employerTax').map(taxOf),
        grossCents: result.grossCents,
        netPayCents: result.netPayCents,
        employeeTaxesCents: result.totals.employeeTaxesCents,
        employerTaxesCents: result.totals.employerTaxesCents,
        deductionsCents: result.totals.deductionsCents + (result.totals.garnishmentsCents ?? 0),
        employerContributionsCents: result.totals.employerContributionsCents ?? 0,
        reimbursementsCents: result.reimbursementsCents,
        deposits: [],
        wages: {
          socialSecurityWagesCents: result.subjectWages.socialSecurityCents,
          medicareWagesCents: result.subjectWages.medicareCents,
          futaWagesCents: result.subjectWages.futaCents,
          sutaWagesCents: result.subjectWages.sutaCents,
          supplementalWagesCents: result.subjectWages.supplementalCents,
        },
      },
      error: null,
    };
  } catch (error) {
    if (isEngineInputError(error)) {
      return { ...blank, error: { path: error.field, message: error.message } };
    }
    throw error;
  }
}
