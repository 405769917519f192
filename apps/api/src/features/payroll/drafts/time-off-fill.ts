import type { Db } from '@paydesk/api/platform/db/database';
import type { TimeOffLedger } from '../ports/time-off-ledger';
import type { DraftSource } from './draft-sources';

/**
 * A new regular draft's employees with the approved time off not yet paid that starts by the
 * period's end (a request approved late is paid by the next period). Off-cycle runs carry none;
 * editing an approved payroll keeps what it paid.
 */
export async function withApprovedTimeOff(
  db: Db,
  ledger: TimeOffLedger,
  source: DraftSource,
): Promise<DraftSource['employees']> {
  if (source.type !== 'regular' || source.payrollId !== null) return source.employees;
  const approved = await ledger.approvedTimeOff(
    db,
    source.employees.map((employee) => employee.row.id),
    source.periodEnd,
  );
  if (approved.size === 0) return source.employees;
  return source.employees.map((employee) => {
    const timeOff = approved.get(employee.row.id);
    return timeOff ? { ...employee, inputs: { ...employee.inputs, timeOff } } : employee;
  });
}
