import { issuedStubsPaidIn } from '@paydesk/api/features/payroll';
import type { Database } from '@paydesk/api/platform/db/database';

type Db = Database['db'];

/** One issued stub with what the state returns read of it, and its employee's sealed SSN. */
export type StateFilingStubRow = {
  id: string;
  employee_id: string;
  pay_date: string;
  first_name: string;
  last_name: string;
  gross_cents: number;
  suta_wages_cents: number;
  details: string;
  work_state: string | null;
  legal_id_type: string | null;
  legal_id_last4: string | null;
  legal_id_encrypted: string | null;
};

/**
 * The issued stubs of the company's committed payrolls paid from `from` to `to` (both
 * inclusive), in pay-date order; a voided payment and a cancelled payroll are in no return.
 */
export const stateFilingStubs = (db: Db, companyId: string, from: string, to: string) =>
  issuedStubsPaidIn(db, companyId, from, to)
    .leftJoin('employees as e', 'e.id', 's.employee_id')
    .select(['s.id', 's.employee_id', 's.pay_date', 's.first_name', 's.last_name'])
    .select(['s.gross_cents', 's.suta_wages_cents', 's.details', 'e.work_state'])
    .select(['e.legal_id_type', 'e.legal_id_last4', 'e.legal_id_encrypted'])
    .orderBy('s.pay_date')
    .orderBy('s.id')
    .execute() as Promise<StateFilingStubRow[]>;
