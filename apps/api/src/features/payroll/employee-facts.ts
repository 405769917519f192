import type { PaycheckState, PaymentType } from '@paydesk/contracts';
import { federalTaxOf } from '@paydesk/api/features/employees';
import type { EmployeeFacts } from './line-types';
import type { EmployeeRow } from './payroll-source-repository';

export type { EmployeeRow };

/**
 * The state certificate on file; a work state without a certificate (no income tax, or none to
 * file) is computed from its code alone.
 */
function stateOf(row: EmployeeRow): PaycheckState | null {
  if (row.state_certificate) return JSON.parse(row.state_certificate) as PaycheckState;
  return row.work_state ? { code: row.work_state } : null;
}

/** What the engine needs of an employee, from their row. */
export const employeeFactsOf = (row: EmployeeRow): EmployeeFacts => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  paymentType: row.payment_type as PaymentType | null,
  rateCents: row.payment_rate_cents === null ? null : Number(row.payment_rate_cents),
  hireDate: row.hire_date,
  terminationDate: row.termination_date,
  federal: federalTaxOf(row),
  state: stateOf(row),
});
