import {
  deductionCodes,
  earningCodes,
  earningInputs,
  type EarningInput,
  type PaycheckDeduction,
  type PaycheckEarning,
  type PaycheckPayFrequency,
} from '@paydesk/contracts';
import type { Locale } from '@web/shared/i18n/catalogues';

import type { MoneyText } from '@web/shared/forms/money-text';
import type { CertificateValue } from '@web/shared/forms/tax/certificate-fields';

export type { CertificateValue, MoneyText };
export {
  FEDERAL_MONEY_FIELDS,
  FILING_STATUSES_2019,
  FILING_STATUSES_2020,
  filingStatusFor,
  type FederalFormValues,
  type FilingStatus,
  type W4Version,
} from '@web/shared/forms/tax/w4';
import type { FederalFormValues } from '@web/shared/forms/tax/w4';

/** The earnings of the pay-line vocabulary: a new code there is a new choice here. */
export type EarningKind = PaycheckEarning['kind'];
export const EARNING_KINDS: readonly EarningKind[] = earningCodes;

/** What a line of this kind asks for: a salary, hours at a rate, or an amount. */
export const earningInputOf = (kind: EarningKind): EarningInput => earningInputs[kind];

/** A salary is given per year (divided by the pay periods) or as the fixed amount of a period. */
export type SalaryBasis = 'annual' | 'period';

/** One earnings line; the kind decides which of its fields are used. */
export type EarningFormLine = {
  kind: EarningKind;
  salaryBasis: SalaryBasis;
  /** Salary (annual or per period), or an earning given as an amount (bonus, commission…). */
  amount: MoneyText;
  /** An earning given in hours (regular, overtime, time off): hours as typed; the rate per hour. */
  hours: string;
  rate: MoneyText;
};

export type DeductionKind = PaycheckDeduction['kind'];
/** The deductions of the pay-line vocabulary. */
export const DEDUCTION_KINDS: readonly DeductionKind[] = deductionCodes;

export type DeductionFormLine = {
  kind: DeductionKind;
  amount: MoneyText;
  /** The name of an other post-tax deduction (garnishment, union dues…). */
  label: string;
};

/** A state certificate field's value: a switch, a chosen option or typed text, or an amount. */

export type StateFormValues = {
  /** Empty until a state is chosen. */
  code: string;
  fields: Record<string, CertificateValue>;
};

export type YtdFormValues = {
  /** Off: the paycheck is the first of the year. */
  include: boolean;
  socialSecurityWages: MoneyText;
  medicareWages: MoneyText;
  futaWages: MoneyText;
  sutaWages: MoneyText;
};

export type PaycheckFormValues = {
  taxYear: number;
  payFrequency: PaycheckPayFrequency;
  payDate: string;
  earnings: EarningFormLine[];
  deductions: DeductionFormLine[];
  federal: FederalFormValues;
  state: StateFormValues;
  ytd: YtdFormValues;
};

/** Paychecks a year of each pay frequency (the engine's divisor of an annual salary). */
export const PAYCHECKS_PER_YEAR: Readonly<Record<PaycheckPayFrequency, number>> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

export const YTD_FIELDS = [
  'socialSecurityWages',
  'medicareWages',
  'futaWages',
  'sutaWages',
] as const satisfies readonly (keyof YtdFormValues)[];

export const emptyMoney = (locale: Locale): MoneyText => ({ text: '', locale });

export const newEarningLine = (locale: Locale, kind: EarningKind = 'salary'): EarningFormLine => ({
  kind,
  salaryBasis: 'annual',
  amount: emptyMoney(locale),
  hours: '',
  rate: emptyMoney(locale),
});

export const newDeductionLine = (
  locale: Locale,
  kind: DeductionKind = '401k',
): DeductionFormLine => ({ kind, amount: emptyMoney(locale), label: '' });

/** The same day in another year (29 February becomes the 28th), keeping pay date and tax year together. */
export function payDateInYear(payDate: string, year: number): string {
  const [, month = '01', day = '01'] = payDate.split('-');
  const lastDay = new Date(Date.UTC(year, Number(month), 0)).getUTCDate();
  const safeDay = String(Math.min(Number(day) || 1, lastDay)).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${month}-${safeDay}`;
}
