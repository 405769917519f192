import type { PaycheckEarning, PaycheckEmployment, PaycheckPeriod } from '@paydesk/contracts';
import { countWeekdays, toDayNumber } from './dates';
import { EngineInputError } from './errors';
import { divideRoundHalfUp, multiplyDivideRoundHalfUp } from './money';
import { maxHoursPerPeriod, periodsPerYear, type PayFrequency } from './pay-frequency';

/** Above $999,999,999.99 in one paycheck the input is a mistake, and sums could leave 2^53. */
export const MAX_GROSS_CENTS = 99_999_999_999;

export type EarningLine = {
  readonly kind: PaycheckEarning['kind'];
  readonly label: string;
  readonly amountCents: number;
  readonly hours?: number;
  readonly rateCents?: number;
};

export type Earnings = {
  readonly lines: readonly EarningLine[];
  /** Wages: everything but reimbursements. */
  readonly grossCents: number;
  /** Bonus and commission, withheld on with the regular wages (aggregate method). */
  readonly supplementalCents: number;
  /** Not wages: paid back with the net pay, untaxed. */
  readonly reimbursementsCents: number;
};

export type EarningsContext = {
  readonly payFrequency: PayFrequency;
  readonly period?: PaycheckPeriod | undefined;
  readonly employment?: PaycheckEmployment | undefined;
};

const DEFAULT_LABELS: Readonly<Record<PaycheckEarning['kind'], string>> = {
  salary: 'Salary',
  hourly: 'Regular pay',
  overtime: 'Overtime (1.5×)',
  bonus: 'Bonus',
  commission: 'Commission',
  reimbursement: 'Reimbursement',
};

type Proration = { readonly workedDays: number; readonly workingDays: number };

/**
 * Worked days ÷ working days (Monday–Friday) of the period, when the employee starts or leaves
 * inside it; null when the whole period was worked.
 */
const salaryProration = (context: EarningsContext): Proration | null => {
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
  earning: Extract<PaycheckEarning, { kind: 'salary' }>,
  context: EarningsContext,
  proration: Proration | null,
): EarningLine => {
  const label = earning.label ?? DEFAULT_LABELS.salary;
  const periodAmount =
    earning.annualCents !== undefined
      ? divideRoundHalfUp(earning.annualCents, periodsPerYear(context.payFrequency))
      : (earning.amountCents ?? 0);
  if (proration === null) return { kind: 'salary', label, amountCents: periodAmount };
  return {
    kind: 'salary',
    label: `${label} (${proration.workedDays} of ${proration.workingDays} working days)`,
    amountCents: multiplyDivideRoundHalfUp(
      periodAmount,
      proration.workedDays,
      proration.workingDays,
    ),
  };
};

/** Hours carry two decimals at most (checked by the contract): work in hundredths. */
const toHundredths = (hours: number): number => Math.round(hours * 100);

export const computeEarnings = (
  earnings: readonly PaycheckEarning[],
  context: EarningsContext,
): Earnings => {
  const lines: EarningLine[] = [];
  let grossCents = 0;
  let supplementalCents = 0;
  let reimbursementsCents = 0;
  let hundredthsWorked = 0;
  let proration: Proration | null | undefined;
  const maxHours = maxHoursPerPeriod(context.payFrequency);

  earnings.forEach((earning, index) => {
    let line: EarningLine;
    switch (earning.kind) {
      case 'salary':
        if (proration === undefined) proration = salaryProration(context);
        line = salaryLine(earning, context, proration);
        break;
      case 'hourly':
      case 'overtime': {
        const hundredths = toHundredths(earning.hours);
        hundredthsWorked += hundredths;
        if (hundredthsWorked > maxHours * 100) {
          throw new EngineInputError(
            `earnings[${index}].hours`,
            `brings the hours of this paycheck to ${(hundredthsWorked / 100).toFixed(2)}, more than the ${maxHours} hours of a ${context.payFrequency} period`,
          );
        }
        const amountCents =
          earning.kind === 'hourly'
            ? multiplyDivideRoundHalfUp(hundredths, earning.rateCents, 100)
            : multiplyDivideRoundHalfUp(hundredths, earning.rateCents * 3, 200);
        line = {
          kind: earning.kind,
          label: earning.label ?? DEFAULT_LABELS[earning.kind],
          amountCents,
          hours: hundredths / 100,
          rateCents: earning.rateCents,
        };
        break;
      }
      case 'bonus':
      case 'commission':
      case 'reimbursement':
        line = {
          kind: earning.kind,
          label: earning.label ?? DEFAULT_LABELS[earning.kind],
          amountCents: earning.amountCents,
        };
        break;
    }
    if (line.kind === 'reimbursement') reimbursementsCents += line.amountCents;
    else grossCents += line.amountCents;
    if (line.kind === 'bonus' || line.kind === 'commission') supplementalCents += line.amountCents;
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
