import type { IsoDate } from '../dates';
import { checkCalendarYear } from '../calendar/calendar-range';
import { EngineInputError } from '../errors';
import { applyRate, percent } from '../rate';
import { checkCents, checkDate } from './checks';
import type { Depositor } from './federal-deposits';
import { form941Line16, type Form941Line16, type PayDateLiability } from './form-941-line-16';
import { checkQuarter, quarterBounds, type Quarter } from './quarters';

/** One paycheck of the quarter, with the amounts the payroll actually withheld and owed. */
export type Form941Paycheck = {
  employeeId: string;
  /** In the quarter: the return counts wages by the day they were paid. */
  payDate: IsoDate;
  /** Wages as in W-2 box 1 (line 2). */
  wagesCents: number;
  federalIncomeTaxCents: number;
  /** Wages subject to social security tax, the year's wage base already applied (line 5a). */
  socialSecurityWagesCents: number;
  medicareWagesCents: number;
  /** Medicare wages above the employee's $200,000 of the year (line 5d). */
  additionalMedicareWagesCents: number;
  employeeSocialSecurityCents: number;
  /** Without the Additional Medicare Tax, which has its own field. */
  employeeMedicareCents: number;
  additionalMedicareCents: number;
  employerSocialSecurityCents: number;
  employerMedicareCents: number;
};

export type Form941Input = {
  year: number;
  quarter: Quarter;
  paychecks: readonly Form941Paycheck[];
  /**
   * Line 1: the employees paid for the pay period that includes 12 March, June, September or
   * December; ids may repeat. The caller leaves out those the instructions exclude (household,
   * farm, pensioners, Armed Forces).
   */
  employeesPaidForThe12th: readonly string[];
  /** Line 13: the quarter's deposits, with any overpayment applied from the quarter before. */
  depositsCents: number;
  /** The deposit schedule (`depositScheduleFor`), for line 16. */
  depositor: Depositor;
};

/**
 * Form 941 (Rev. March 2026) lines, amounts in cents. Lines this payroll never fills are 0:
 * 5b (employees' reported tips) and 5f (section 3121(q) tax, from an IRS notice) because tips are
 * not paid through it; 8 (third-party sick pay) and 9 (uncollected tax on tips and group-term
 * life of former employees) for the same reasons; 11 (the research credit of Form 8974), which
 * needs Form 8974. Lines 15c–15e (refund bank account), 17 and 18 are facts of the company, not
 * figures.
 */
export type Form941Lines = {
  line1: number;
  line2: number;
  line3: number;
  /** No wages subject to social security or Medicare tax. */
  line4: boolean;
  line5aWages: number;
  line5aTax: number;
  line5bWages: number;
  line5bTax: number;
  line5cWages: number;
  line5cTax: number;
  line5dWages: number;
  line5dTax: number;
  line5e: number;
  line5f: number;
  line6: number;
  /** Fractions of cents: what the paychecks withheld and owed less line 5e; may be negative. */
  line7: number;
  line8: number;
  line9: number;
  line10: number;
  line11: number;
  /** The quarter's tax: also what the lookback period adds up. */
  line12: number;
  line13: number;
  line14: number;
  line15: number;
  line16: Form941Line16;
};

// Employee and employer shares together (Form 941 column 2); Additional Medicare is employee only.
const SOCIAL_SECURITY_RATE = percent('12.4');
const MEDICARE_RATE = percent('2.9');
const ADDITIONAL_MEDICARE_RATE = percent('0.9');

type Totals = Record<Exclude<keyof Form941Paycheck, 'employeeId' | 'payDate'>, number>;

const amountFields: readonly (keyof Totals)[] = [
  'wagesCents',
  'federalIncomeTaxCents',
  'socialSecurityWagesCents',
  'medicareWagesCents',
  'additionalMedicareWagesCents',
  'employeeSocialSecurityCents',
  'employeeMedicareCents',
  'additionalMedicareCents',
  'employerSocialSecurityCents',
  'employerMedicareCents',
];

/** Income tax and every share of social security and Medicare of one paycheck. */
const liabilityOf = (p: Totals): number =>
  p.federalIncomeTaxCents +
  p.employeeSocialSecurityCents +
  p.employeeMedicareCents +
  p.additionalMedicareCents +
  p.employerSocialSecurityCents +
  p.employerMedicareCents;

function totalsOf(
  input: Form941Input,
  bounds: { start: number; end: number },
): { totals: Totals; byPayDate: PayDateLiability[] } {
  const totals = Object.fromEntries(amountFields.map((field) => [field, 0])) as Totals;
  const byPayDate = new Map<string, number>();
  input.paychecks.forEach((paycheck, index) => {
    const at = `paychecks[${index}]`;
    if (typeof paycheck.employeeId !== 'string' || paycheck.employeeId === '')
      throw new EngineInputError(`${at}.employeeId`, 'must name the employee');
    const day = checkDate(paycheck.payDate, `${at}.payDate`);
    if (day < bounds.start || day > bounds.end)
      throw new EngineInputError(`${at}.payDate`, 'must be in the quarter');
    for (const field of amountFields)
      totals[field] += checkCents(paycheck[field], `${at}.${field}`);
    byPayDate.set(paycheck.payDate, (byPayDate.get(paycheck.payDate) ?? 0) + liabilityOf(paycheck));
  });
  const days = [...byPayDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  return { totals, byPayDate: days.map(([payDate, cents]) => ({ payDate, cents })) };
}

/**
 * The lines of Form 941 for a quarter, from its paychecks. Line 7 takes up the rounding of each
 * paycheck's social security and Medicare, employee and employer shares alike, so line 12 is the
 * sum of the paychecks' liabilities, and line 16's months or Schedule B days add up to it.
 */
export function form941Lines(input: Form941Input): Form941Lines {
  checkCalendarYear(input.year);
  const quarter = checkQuarter(input.quarter);
  const range = quarterBounds(input.year, quarter);
  const bounds = { start: checkDate(range.start, 'quarter'), end: checkDate(range.end, 'quarter') };
  const { totals: t, byPayDate } = totalsOf(input, bounds);
  const line13 = checkCents(input.depositsCents, 'depositsCents');
  input.employeesPaidForThe12th.forEach((id, index) => {
    if (typeof id !== 'string' || id === '')
      throw new EngineInputError(`employeesPaidForThe12th[${index}]`, 'must name the employee');
  });

  const line5aTax = applyRate(t.socialSecurityWagesCents, SOCIAL_SECURITY_RATE);
  const line5cTax = applyRate(t.medicareWagesCents, MEDICARE_RATE);
  const line5dTax = applyRate(t.additionalMedicareWagesCents, ADDITIONAL_MEDICARE_RATE);
  const line5e = line5aTax + line5cTax + line5dTax;
  const line6 = t.federalIncomeTaxCents + line5e;
  const line7 = liabilityOf(t) - t.federalIncomeTaxCents - line5e;
  const line10 = line6 + line7;
  const line12 = line10;
  return {
    line1: new Set(input.employeesPaidForThe12th).size,
    line2: t.wagesCents,
    line3: t.federalIncomeTaxCents,
    line4: t.socialSecurityWagesCents === 0 && t.medicareWagesCents === 0,
    line5aWages: t.socialSecurityWagesCents,
    line5aTax,
    line5bWages: 0,
    line5bTax: 0,
    line5cWages: t.medicareWagesCents,
    line5cTax,
    line5dWages: t.additionalMedicareWagesCents,
    line5dTax,
    line5e,
    line5f: 0,
    line6,
    line7,
    line8: 0,
    line9: 0,
    line10,
    line11: 0,
    line12,
    line13,
    line14: Math.max(0, line12 - line13),
    line15: Math.max(0, line13 - line12),
    line16: form941Line16({
      year: input.year,
      quarter,
      line12,
      byPayDate,
      depositor: input.depositor,
    }),
  };
}
