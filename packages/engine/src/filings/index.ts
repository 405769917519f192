export {
  addIrsBusinessDays,
  irsDueDate,
  irsLegalHolidayOn,
  irsLegalHolidays,
  isIrsBusinessDay,
  nextIrsBusinessDay,
} from './irs-calendar';
export type { IrsHolidayId, IrsLegalHoliday } from './irs-calendar';
export {
  form940DueDate,
  form941DueDate,
  futaQuarterDueDate,
  quarterBounds,
  QUARTERS,
} from './quarters';
export type { Quarter } from './quarters';
export { depositScheduleFor, LOOKBACK_THRESHOLD_CENTS, lookbackPeriod } from './deposit-schedule';
export type {
  DepositSchedule,
  DepositScheduleDecision,
  DepositScheduleInput,
  DepositScheduleReason,
} from './deposit-schedule';
export {
  DE_MINIMIS_THRESHOLD_CENTS,
  federalDeposits,
  NEXT_DAY_THRESHOLD_CENTS,
} from './federal-deposits';
export type {
  DepositRule,
  Depositor,
  FederalDeposit,
  FederalDeposits,
  FederalDepositsInput,
  FederalLiability,
} from './federal-deposits';
export { FUTA_DEPOSIT_THRESHOLD_CENTS, futaDeposits } from './futa-deposits';
export type { FutaDeposit, FutaDeposits, FutaDepositsInput } from './futa-deposits';
export { form941Lines } from './form-941';
export type { Form941Input, Form941Lines, Form941Paycheck } from './form-941';
export type { Form941Line16, PayDateLiability, ScheduleB } from './form-941-line-16';
export {
  FUTA_NET_RATE,
  FUTA_STATE_CREDIT_RATE,
  FUTA_WAGE_BASE_CENTS,
  futaLiabilitiesByQuarter,
  futaWages,
} from './futa-wages';
export type { FutaLiabilitiesInput, FutaPayment, FutaWages } from './futa-wages';
export { FUTA_CREDIT_REDUCTIONS, futaCreditReductions } from './credit-reductions';
export type { FutaCreditReductionYear } from './credit-reductions';
export { form940Lines } from './form-940';
export type { Form940Input, Form940Lines, ScheduleAState } from './form-940';
export { STATE_DEPOSIT_RULES, stateDeposits } from './state-deposits';
export type { StateDeposit, StateDepositRule } from './state-deposits';
