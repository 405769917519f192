import {
  earningInputs,
  type EarningCode,
  type PaycheckEarning,
  type PaycheckEmployment,
  type PaycheckPeriod,
  type PayLineProration,
} from '@paydesk/contracts';
import { countWeekdays, toDayNumber } from './dates';
import { earningTreatments } from './earning-treatment';
import { EngineInputError } from './errors';
import { divideRoundHalfUp, multiplyDivideRoundHalfUp } from './money';
import { maxHoursPerPeriod, periodsPerYear, type PayFrequency } from './pay-frequency';
import { lineLabel, proratedLabel } from './pay-line-label';

/** Above $999,999,999.99 in one paycheck the input is a mistake, and sums could leave 2^53. */
export const MAX_GROSS_CENTS = 99_999_999_999;

export type EarningLine = {
  readonly code: EarningCode;
  readonly label: string;
  readonly amountCents: number;
  readonly hours?: number;
  readonly rateCents?: number;
  /** A salary paid for part of its period. */
  readonly proration?: PayLineProration;
};

export type Earnings = {
  readonly lines: readonly EarningLine[];
  /** Wages: every earning but the reimbursements. */
  readonly grossCents: number;
  /** Supplemental wages (bonus, commission), already inside grossCents. */
  readonly supplementalCents: number;
  /** Not wages: paid back with the net pay, untaxed. */
  readonly reimbursementsCents: number;
};

export type EarningsContext = {
  readonly payFrequency: PayFrequency;
  readonly period?: PaycheckPeriod | undefined;
  readonly employment?: PaycheckEmployment | undefined;
};

type SalaryEarning = Extract<PaycheckEarning, { kind: 'salary' }>;
type HoursEarning = Extract<PaycheckEarning, { hours: number }>;

const isSalary = (earning: PaycheckEarning): earning is SalaryEarning =>
  earningInputs[earning.kind] === 'salary';
const isHours = (earning: PaycheckEarning): earning is HoursEarning =>
  earningInputs[earning.kind] === 'hours';

/**
 * Worked days ÷ working days (Monday–Friday) of the period, when the employee starts or leaves
 * inside it; null when the whole period was worked.
 */
const salaryProration = (context: EarningsContext): PayLineProration | null => {
  const { period, employment } = context;
  const hireDate = employment?.hireDate;
  const terminationDate = employment?.terminationDate;
  if (hireDate === undefined && terminationDate === undefined) return null;
  if (period === undefined) {
    throw new EngineInputError(
      'period',
      'is needed to prorate a salary when employment.hireDate or employment.terminationDate is given',
    );
  }
  const start = toDayNumber(period.startDate);
  const end = toDayNumber(period.endDate);
  const firstWorked = hireDate === undefined ? start : Math.max(start, toDayNumber(hireDate));
  const lastWorked =
    terminationDate === undefined ? end : Math.min(end, toDayNumber(terminationDate));
  if (firstWorked === start && lastWorked === end) return null;
  const workingDays = countWeekdays(start, end);
  if (workingDays === 0) {
    throw new EngineInputError('period', 'has no working day (Monday to Friday) to prorate by');
  }
  const workedDays = lastWorked < firstWorked ? 0 : countWeekdays(firstWorked, lastWorked);
  return { workedDays, workingDays };
};

const salaryLine = (
  earning: SalaryEarning,
  context: EarningsContext,
  proration: PayLineProration | null,
): EarningLine => {
  const code = earning.kind;
  const periodAmount =
    earning.annualCents !== undefined
      ? divideRoundHalfUp(earning.annualCents, periodsPerYear(context.payFrequency))
      : (earning.amountCents ?? 0);
  if (proration === null) {
    return { code, label: earning.label ?? lineLabel({ code }), amountCents: periodAmount };
  }
  return {
    code,
    label:
      earning.label === undefined
        ? lineLabel({ code, proration })
        : proratedLabel(earning.label, proration),
    amountCents: multiplyDivideRoundHalfUp(
      periodAmount,
      proration.workedDays,
      proration.workingDays,
    ),
    proration,
  };
};

/** Hours carry two decimals at most (checked by the contract): work in hundredths. */
const toHundredths = (hours: number): number => Math.round(hours * 100);

/** Hours × rate × the code's factor, rounded once half-up: overtime is hundredths × rate × 3 / 200. */
const hoursLine = (earning: HoursEarning, hundredths: number): EarningLine => {
  const factor = earningTreatments[earning.kind].rateFactor;
  return {
    code: earning.kind,
    label: earning.label ?? lineLabel({ code: earning.kind }),
    amountCents: multiplyDivideRoundHalfUp(
      hundredths,
      earning.rateCents * factor.numerator,
      100 * factor.denominator,
    ),
    hours: hundredths / 100,
    rateCents: earning.rateCents,
  };
};

/**
 * The earnings of one paycheck, each as its code's input says (salary, hours, amount) and taxed
 * as its treatment says (`earning-treatment.ts`). Every hours earning counts toward the hours the
 * period can hold: time off paid is time of the period too, so worked and paid-off hours together
 * cannot pass the period's calendar hours.
 */
export const computeEarnings = (
  earnings: readonly PaycheckEarning[],
  context: EarningsContext,
): Earnings => {
  const lines: EarningLine[] = [];
  let grossCents = 0;
  let supplementalCents = 0;
  let reimbursementsCents = 0;
  let hundredthsPaid = 0;
  let proration: PayLineProration | null | undefined;
  const maxHours = maxHoursPerPeriod(context.payFrequency);

  earnings.forEach((earning, index) => {
    let line: EarningLine;
    if (isSalary(earning)) {
      if (proration === undefined) proration = salaryProration(context);
      line = salaryLine(earning, context, proration);
    } else if (isHours(earning)) {
      const hundredths = toHundredths(earning.hours);
      hundredthsPaid += hundredths;
      if (hundredthsPaid > maxHours * 100) {
        throw new EngineInputError(
          `earnings[${index}].hours`,
          `brings the hours of this paycheck to ${(hundredthsPaid / 100).toFixed(2)}, more than the ${maxHours} hours of a ${context.payFrequency} period`,
        );
      }
      line = hoursLine(earning, hundredths);
    } else {
      line = {
        code: earning.kind,
        label: earning.label ?? lineLabel({ code: earning.kind }),
        amountCents: earning.amountCents,
      };
    }
    const treatment = earningTreatments[line.code];
    if (treatment.isWages) grossCents += line.amountCents;
    else reimbursementsCents += line.amountCents;
    if (treatment.isSupplemental) supplementalCents += line.amountCents;
    if (grossCents > MAX_GROSS_CENTS || reimbursementsCents > MAX_GROSS_CENTS) {
      throw new EngineInputError(
        `earnings[${index}]`,
        'brings this paycheck above $999,999,999.99, which is not a paycheck',
      );
    }
    lines.push(line);
  });

  return { lines, grossCents, supplementalCents, reimbursementsCents };
};
