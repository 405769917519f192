/**
 * The pay stub PDF's own texts, one catalogue per language (en, fr, ro, zh). Its lines are named
 * by the pay-line vocabulary (`payLineNamerFor`), not here.
 */
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
  /** Court and agency orders withheld after taxes. */
  garnishments: string;
  employerTaxes: string;
  /** What the employer adds to the employee's plans (a 401(k) match), not taken from the pay. */
  employerContributions: string;
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
  /** The time-off table: each policy's hours used and accrued by this payment, and the balance. */
  timeOff: string;
  used: string;
  accrued: string;
  balance: string;
  /** The note under the employer taxes: they are not taken from the pay. */
  footer: string;
};
