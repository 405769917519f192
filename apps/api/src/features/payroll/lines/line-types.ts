import type { RecurringOrderTerms } from '../ports/recurring-deductions';
import type {
  AmountEarningCode,
  HoursEarningCode,
  PaycheckEmployerContribution,
  PaycheckFederalW4,
  PaycheckState,
  PaymentMethod,
  PaymentType,
  PayrollDeductionKind,
  PayrollDeposit,
  PayrollEarning,
  PayrollLineDeduction,
  PayrollLineGarnishment,
  PayrollTax,
  WithholdingMethod,
} from '@paydesk/contracts';
import type { LineTimeOff } from '../ports/time-off-ledger';

/** An earning entered on a line, by its code: hours for an hours earning, cents for an amount. */
export type EarningEntry =
  { code: HoursEarningCode; hours: number } | { code: AmountEarningCode; amountCents: number };

/**
 * A deduction of a line: typed on it (a fixed amount), or one of the employee's recurring
 * deductions with the terms the draft took (`deductionId`): a fixed amount or a percentage of the
 * gross, its own yearly limit, the HSA coverage, the employer's part.
 */
export type LineDeduction = {
  kind: PayrollDeductionKind;
  label: string;
  amountCents?: number;
  percentage?: number;
  deductionId?: string;
  annualLimitCents?: number;
  hsaCoverage?: 'self' | 'family';
  employer?: PaycheckEmployerContribution;
};

/** What people enter on a line; everything else is computed from it and the employee. */
export type LineInputs = {
  /** The entered earnings, one entry per code, none at zero. */
  earnings: EarningEntry[];
  /** Replaces the period salary of a salaried employee; null pays the period salary. */
  salaryCents: number | null;
  /** Approved time off the draft took, by policy (lines stored before time off have none). */
  timeOff?: LineTimeOff[];
  deductions: LineDeduction[];
  /** The employee's orders the draft took, each with the amount this payroll asks. */
  garnishments: RecurringOrderTerms[];
  memo: string | null;
};

export const emptyInputs = (): LineInputs => ({
  earnings: [],
  salaryCents: null,
  deductions: [],
  garnishments: [],
  memo: null,
});

/** What the engine needs of an employee. */
export type EmployeeFacts = {
  id: string;
  firstName: string;
  lastName: string;
  paymentType: PaymentType | null;
  /** Cents a year for salary, cents an hour for hourly. */
  rateCents: number | null;
  hireDate: string | null;
  terminationDate: string | null;
  federal: PaycheckFederalW4 | null;
  state: PaycheckState | null;
  /** Sets the catch-up limits (age on 31 December). */
  birthDate?: string | null;
};

/** What every line of one draft shares. */
export type RunFacts = {
  frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
  periodStart: string;
  periodEnd: string;
  payDate: string;
  withholding: WithholdingMethod;
  /** A regular run pays the period salary; an off-cycle run pays only what is entered. */
  paysSalary: boolean;
  sutaRateBasisPoints: number | null;
};

/** Wages already paid in the calendar year, from the employee's earlier issued stubs. */
export type YtdWages = {
  socialSecurityWagesCents: number;
  medicareWagesCents: number;
  futaWagesCents: number;
  sutaWagesCents: number;
  supplementalWagesCents: number;
};

export const NO_YTD: YtdWages = {
  socialSecurityWagesCents: 0,
  medicareWagesCents: 0,
  futaWagesCents: 0,
  sutaWagesCents: 0,
  supplementalWagesCents: 0,
};

/**
 * What the year has already taken of an employee's recurring deductions and orders, from their
 * earlier issued stubs: the limits and the totals owed are counted against it.
 */
export type BenefitHistory = {
  /** Per recurring deduction: this year's employee and employer amounts, and this month's. */
  byDeduction: Map<string, { employeeCents: number; employerCents: number; monthCents: number }>;
  /** Per order: everything withheld for it, every year. */
  byGarnishment: Map<string, number>;
  /** This year's 401(k) deferrals, typed or recurring: §402(g) counts both kinds together. */
  electiveDeferrals: { traditionalCents: number; rothCents: number };
  /** Social security wages of the year before (the Roth-only catch-up above $150,000). */
  priorYearFicaWagesCents: number;
};

export const NO_BENEFIT_HISTORY: BenefitHistory = {
  byDeduction: new Map(),
  byGarnishment: new Map(),
  electiveDeferrals: { traditionalCents: 0, rothCents: 0 },
  priorYearFicaWagesCents: 0,
};

/** A line's figures as the engine computed them, kept on the draft and copied to the stub. */
export type ComputedLine = {
  paymentType: PaymentType | null;
  rateCents: number | null;
  earnings: PayrollEarning[];
  deductions: PayrollLineDeduction[];
  /** Orders withheld after taxes (lines computed before orders were kept have none). */
  garnishments?: PayrollLineGarnishment[];
  employeeTaxes: PayrollTax[];
  employerTaxes: PayrollTax[];
  grossCents: number;
  netPayCents: number;
  employeeTaxesCents: number;
  employerTaxesCents: number;
  /** The voluntary deductions and the orders together: what the pay carried besides taxes. */
  deductionsCents: number;
  /** What the employer adds beside the deductions (not wages); absent on older lines. */
  employerContributionsCents?: number;
  reimbursementsCents: number;
  deposits: PayrollDeposit[];
  /**
   * How the line was planned to be paid, as the employee's record said when it was computed: a
   * line paid by check has no deposits. Lines stored before it was kept have none and were split
   * as direct deposit. The commit computes a line again when the record has changed since.
   */
  paymentMethod?: PaymentMethod;
  /** This paycheck's wages subject to each cap, added to the year-to-date of later ones. */
  wages: YtdWages;
};
