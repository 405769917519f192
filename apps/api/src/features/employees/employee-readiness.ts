import type { OnboardingStep, ReadinessItem } from '@paydesk/contracts';
import type { EmployeeRecordRow } from './employee-record-repository';
import { isSupportedWorkState, needsStateCertificate } from './state-certificates';

/** What the record alone does not tell: the employee's deposit accounts. */
export type DepositFacts = {
  /** Accounts payroll may pay into today (not on hold, not removed). */
  usable: number;
  /** Accounts on file, including those still on hold. */
  onFile: number;
};

type Row = Pick<
  EmployeeRecordRow,
  | 'status'
  | 'legal_id_last4'
  | 'address_line1'
  | 'city'
  | 'state'
  | 'zip_code'
  | 'hire_date'
  | 'employment_type'
  | 'work_state'
  | 'job_title'
  | 'payment_type'
  | 'payment_rate_cents'
  | 'pay_group_id'
  | 'w4_version'
  | 'state_certificate'
  | 'payment_method'
  | 'employee_will_inform_federal_tax'
  | 'employee_will_inform_state_tax'
  | 'employee_will_inform_bank_account'
  | 'personal_details_by'
  | 'federal_tax_by'
  | 'state_tax_by'
>;

const hasAddress = (row: Row) =>
  Boolean(row.address_line1 && row.city && row.state && row.zip_code);

const hasStateCertificate = (row: Row) => {
  if (!row.work_state || !needsStateCertificate(row.work_state)) return true;
  if (!row.state_certificate) return false;
  return (JSON.parse(row.state_certificate) as { code?: string }).code === row.work_state;
};

type Owner = OnboardingStep['owner'];

const ownerBy = (flag: number): Owner => (flag ? 'employee' : 'employer');

/** Who completed a section, where the record says; rows older than that column fall back. */
const authorOf = (by: string | null, fallback: Owner): Owner =>
  by === 'employer' || by === 'employee' ? by : fallback;

/**
 * The step as the card shows it: a done step names who did it, an open one whose turn it is.
 * Sections either side may fill in (personal details, the W-4, the state certificate) are
 * whoever completed them, not whoever they were left to.
 */
const step = (id: OnboardingStep['id'], done: boolean, turn: Owner, by: string | null = null) => ({
  id,
  owner: done ? authorOf(by, turn) : turn,
  done,
});

/**
 * The onboarding steps of spec §3.5: each is the employer's, or the employee's when its
 * `employeeWillInform…` flag is set. Personal details (legal id, address) are the employee's to
 * confirm; the employer may fill them in too. Accepting the invitation is not a step.
 */
export function onboardingSteps(row: Row, deposits: DepositFacts): OnboardingStep[] {
  return [
    step(
      'personal',
      Boolean(row.legal_id_last4) && hasAddress(row),
      'employee',
      row.personal_details_by,
    ),
    step(
      'employment',
      Boolean(row.hire_date && row.employment_type && row.work_state && row.job_title),
      'employer',
    ),
    step(
      'pay',
      Boolean(row.payment_type && row.payment_rate_cents && row.pay_group_id),
      'employer',
    ),
    step(
      'federal_tax',
      row.w4_version !== null,
      ownerBy(row.employee_will_inform_federal_tax),
      row.federal_tax_by,
    ),
    step(
      'state_tax',
      hasStateCertificate(row),
      ownerBy(row.employee_will_inform_state_tax),
      row.state_tax_by,
    ),
    step(
      'bank_account',
      row.payment_method === 'check' || deposits.onFile > 0,
      ownerBy(row.employee_will_inform_bank_account),
    ),
  ];
}

/** Everything that would block paying this employee, one entry per missing piece. */
export function readinessOf(row: Row, deposits: DepositFacts): ReadinessItem[] {
  const items: ReadinessItem[] = [];
  const missing = (code: ReadinessItem['code'], path: string, message: string) =>
    items.push({ code, path, message });
  if (row.status === 'terminated') {
    missing('employee.terminated', 'status', 'The employee is terminated.');
  }
  if (!row.legal_id_last4) {
    missing('employee.legal_id_missing', 'legalId', 'The SSN or ITIN is missing.');
  }
  if (!hasAddress(row))
    missing('employee.address_missing', 'address', 'The home address is missing.');
  if (!row.hire_date)
    missing('employee.hire_date_missing', 'hireDate', 'The hire date is missing.');
  if (!row.work_state) {
    missing('employee.work_state_missing', 'workState', 'The work state is missing.');
  } else if (!isSupportedWorkState(row.work_state)) {
    missing(
      'employee.work_state_unsupported',
      'workState',
      `Paydesk does not compute payroll for ${row.work_state} yet.`,
    );
  }
  if (!row.payment_type || !row.payment_rate_cents) {
    missing('employee.pay_rate_missing', 'paymentRate', 'The pay rate is missing.');
  }
  if (!row.pay_group_id) {
    missing('employee.pay_group_missing', 'payGroup', 'The employee is in no pay group.');
  }
  if (row.w4_version === null) {
    missing('employee.federal_tax_missing', 'federalTax', 'The federal W-4 is missing.');
  }
  if (!hasStateCertificate(row)) {
    missing(
      'employee.state_tax_missing',
      'stateTax',
      `The ${row.work_state ?? 'state'} withholding certificate is missing.`,
    );
  }
  if (row.payment_method === 'direct_deposit' && deposits.usable === 0) {
    missing(
      'employee.bank_account_missing',
      'bankAccount',
      deposits.onFile > 0
        ? 'The deposit account is on hold until its first business day; pay by check or wait.'
        : 'Direct deposit needs a bank account.',
    );
  }
  return items;
}

/**
 * `active` once every onboarding step is done and the hire date has come; `terminated` stays.
 */
export function statusOf(
  row: Pick<Row, 'status' | 'hire_date'>,
  steps: OnboardingStep[],
  today: string,
): 'onboarding' | 'active' | 'terminated' {
  if (row.status === 'terminated') return 'terminated';
  const complete = steps.every((step) => step.done);
  return complete && row.hire_date !== null && row.hire_date <= today ? 'active' : 'onboarding';
}
