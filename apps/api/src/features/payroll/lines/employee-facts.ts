import type { PaycheckState, PaymentType } from '@paydesk/contracts';
import { federalTaxOf, needsStateCertificate } from '@paydesk/api/features/employees';
import type { EmployeeFacts } from './line-types';
import type { EmployeeRow } from './line-source-repository';

export type { EmployeeRow };

/**
 * The state certificate on file for the work state; a work state without a certificate (no
 * income tax, or none to file) is computed from its code alone. A certificate of another state
 * (the employee moved) is kept only where the work state needs one: the readiness then asks for it.
 */
function stateOf(row: EmployeeRow): PaycheckState | null {
  const certificate = row.state_certificate
    ? (JSON.parse(row.state_certificate) as PaycheckState)
    : null;
  if (certificate && certificate.code === row.work_state) return certificate;
  if (row.work_state && !needsStateCertificate(row.work_state)) return { code: row.work_state };
  return certificate;
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
  birthDate: row.birth_date,
});
