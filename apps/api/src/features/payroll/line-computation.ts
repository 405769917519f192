import type { PaycheckEarning, PaycheckLine, PaycheckRequestInput } from '@paydesk/contracts';
import {
  calculateParsedPaycheck,
  isEngineInputError,
  parsePaycheckRequest,
  supportedTaxYears,
} from '@paydesk/engine';
import type { ComputedLine, EmployeeFacts, LineInputs, RunFacts, YtdWages } from './line-types';

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

/** The earnings of the paycheck: the period salary or the hours, then what was entered. */
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
    // Hours at zero still make a line, so the grid shows the rate to fill in.
    earnings.push({ kind: 'hourly', hours: inputs.regularHours, rateCents: rate });
    if (inputs.overtimeHours > 0) {
      earnings.push({ kind: 'overtime', hours: inputs.overtimeHours, rateCents: rate });
    }
  }
  const amounts = [
    ['bonus', inputs.bonusCents],
    ['commission', inputs.commissionCents],
    ['reimbursement', inputs.reimbursementCents],
  ] as const;
  for (const [kind, amountCents] of amounts) {
    if (amountCents > 0) earnings.push({ kind, amountCents });
  }
  if (earnings.length === 0) earnings.push({ kind: 'salary', amountCents: 0 });
  return earnings;
}

const taxOf = (line: PaycheckLine) => ({
  code: line.code ?? line.kind,
  label: line.label,
  amountCents: line.amountCents,
});

/**
 * One employee's paycheck for one run, through the engine: the W-4 and the state certificate, the
 * pay frequency, the period (a salary prorated by a hire or termination date inside it), the
 * year-to-date wages and the company's SUTA rate. Pure: the caller reads the facts.
 */
export function computeLine(
  employee: EmployeeFacts,
  run: RunFacts,
  inputs: LineInputs,
  ytd: YtdWages,
): LineOutcome {
  const blank = { computed: blankLine(employee), error: null };
  if (!hasTaxYear(run.payDate)) return blank;
  if (!employee.paymentType || !employee.rateCents || !employee.federal || !employee.state) {
    return blank;
  }
  const input: PaycheckRequestInput = {
    taxYear: Number(run.payDate.slice(0, 4)),
    payFrequency: run.frequency,
    payDate: run.payDate,
    period: { startDate: run.periodStart, endDate: run.periodEnd },
    employment: {
      ...(employee.hireDate ? { hireDate: employee.hireDate } : {}),
      ...(employee.terminationDate ? { terminationDate: employee.terminationDate } : {}),
    },
    earnings: earningsOf(employee, run, inputs),
    deductions: inputs.deductions.map((deduction) => ({ ...deduction })),
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
  };
  try {
    const result = calculateParsedPaycheck(parsePaycheckRequest(input), {
      withholding: run.withholding,
      supplementalYtdCents: ytd.supplementalWagesCents,
    });
    const earningLines = result.lines.filter((line) => line.side === 'earning');
    let supplemental = 0;
    for (const line of earningLines) {
      if (line.kind === 'bonus' || line.kind === 'commission') supplemental += line.amountCents;
    }
    return {
      computed: {
        paymentType: employee.paymentType,
        rateCents: employee.rateCents,
        earnings: earningLines
          .filter((line) => line.amountCents !== 0 || (line.hours ?? 0) !== 0)
          .map((line) => ({
            code: line.kind,
            label: line.label,
            hours: line.hours ?? null,
            rateCents: line.rateCents ?? null,
            amountCents: line.amountCents,
          })),
        deductions: result.lines
          .filter((line) => line.side === 'deduction')
          .map((line) => ({
            kind: line.kind as LineInputs['deductions'][number]['kind'],
            label: line.label,
            amountCents: line.amountCents,
          })),
        employeeTaxes: result.lines.filter((line) => line.side === 'employeeTax').map(taxOf),
        employerTaxes: result.lines.filter((line) => line.side === 'employerTax').map(taxOf),
        grossCents: result.grossCents,
        netPayCents: result.netPayCents,
        employeeTaxesCents: result.totals.employeeTaxesCents,
        employerTaxesCents: result.totals.employerTaxesCents,
        deductionsCents: result.totals.deductionsCents,
        reimbursementsCents: result.reimbursementsCents,
        deposits: [],
        wages: {
          socialSecurityWagesCents: result.subjectWages.socialSecurityCents,
          medicareWagesCents: result.subjectWages.medicareCents,
          futaWagesCents: result.subjectWages.futaCents,
          sutaWagesCents: result.subjectWages.sutaCents,
          supplementalWagesCents: supplemental,
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
