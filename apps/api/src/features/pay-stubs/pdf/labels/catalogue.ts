import type { UsStateNames } from '@paydesk/contracts';

/** The texts of a pay stub PDF, one catalogue per language (en, fr, ro, zh). */
export type StubLabels = {
  title: string;
  employer: string;
  employee: string;
  ein: string;
  ssn: string;
  payGroup: string;
  period: string;
  payDate: string;
  earnings: string;
  employeeTaxes: string;
  deductions: string;
  employerTaxes: string;
  description: string;
  hours: string;
  rate: string;
  current: string;
  yearToDate: string;
  total: string;
  gross: string;
  net: string;
  reimbursements: string;
  deposits: string;
  bank: string;
  account: string;
  amount: string;
  none: string;
  /** The deposits table of a stub whose net pay was not deposited. */
  paidByCheck: string;
  void: string;
  /** `{date}` is the day the payment was voided. */
  voidedOn: string;
  voided: string;
  /** The note under the employer taxes: they are not taken from the pay. */
  footer: string;
  /** The engine's earning codes. */
  earningCodes: Record<string, string>;
  /** The engine's tax codes (employee and employer); a code not here shows its stored label. */
  taxCodes: Record<string, string>;
  /** A state's income tax; `{state}` is the state's name, from `stateNames`. */
  stateIncomeTax: string;
  /** Each state's name in this language, as the screen shows it. */
  stateNames: UsStateNames;
};

/** Earning codes every catalogue names. */
export const earningCodes = [
  'salary',
  'hourly',
  'overtime',
  'bonus',
  'commission',
  'reimbursement',
] as const;

/** Tax codes every catalogue names; state programmes and local taxes keep their stored label. */
export const taxCodes = [
  'federalIncomeTax',
  'socialSecurity',
  'medicare',
  'additionalMedicare',
  'futa',
  'suta',
  'CA_SDI',
  'NY_PFL',
  'NJ_DI',
  'NJ_FLI',
  'NJ_UI',
  'WA_PFML',
  'MA_PFML',
  'CO_FAMLI',
  'NYC',
  'YONKERS',
] as const;
