import type {
  AmountEarningCode,
  HoursEarningCode,
  PaycheckFederalW4,
  PaycheckState,
  PaymentMethod,
  PaymentType,
  PayrollDeductionKind,
  PayrollDeposit,
  PayrollEarning,
  PayrollLineDeduction,
  PayrollTax,
  WithholdingMethod,
} from '@paydesk/contracts';
import type { LineTimeOff } from '../ports/time-off-ledger';

/** An earning entered on a line, by its code: hours for an hours earning, cents for an amount. */
export type EarningEntry =
  { code: HoursEarningCode; hours: number } | { code: AmountEarningCode; amountCents: number };

/** What people enter on a line; everything else is computed from it and the employee. */
export type LineInputs = {
  /** The entered earnings, one entry per code, none at zero. */
  earnings: EarningEntry[];
  /** Replaces the period salary of a salaried employee; null pays the period salary. */
  salaryCents: number | null;
  /** Approved time off the draft took, by policy (lines stored before time off have none). */
  timeOff?: LineTimeOff[];
  deductions: { kind: PayrollDeductionKind; amountCents: number; label: string }[];
  memo: string | null;
};

export const emptyInputs = (): LineInputs => ({
  earnings: [],
  salaryCents: null,
  deductions: [],
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

/** A line's figures as the engine computed them, kept on the draft and copied to the stub. */
export type ComputedLine = {
  paymentType: PaymentType | null;
  rateCents: number | null;
  earnings: PayrollEarning[];
  deductions: PayrollLineDeduction[];
  employeeTaxes: PayrollTax[];
  employerTaxes: PayrollTax[];
  grossCents: number;
  netPayCents: number;
  employeeTaxesCents: number;
  employerTaxesCents: number;
  deductionsCents: number;
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
