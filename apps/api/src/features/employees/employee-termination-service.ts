import type { Employee, TerminationReason } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { AppError, conflict } from '@paydesk/api/platform/errors/app-error';
import type { EmployeeAssessment } from './employee-assessment';
import type { EmployeePorts } from './employee-ports';
import { markTerminated } from './employee-record-repository';
import { auditEmployee } from './employee-section-writer';
import { withdrawInvitations } from './invitation-repository';

export type Termination = { date: string; reason: TerminationReason; override: boolean };

/** Termination: the record is kept, and whoever leaves is taken out of the open payrolls. */
export function createEmployeeTerminationService(
  context: AppContext,
  ports: EmployeePorts,
  records: EmployeeAssessment,
) {
  const { db } = context.database;

  return {
    async terminate(
      access: Access,
      companyId: string,
      id: string,
      termination: Termination,
    ): Promise<Employee> {
      const now = context.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const row = await records.mustFind(trx, companyId, id);
        if (row.status === 'terminated') {
          throw conflict('employee.already_terminated', 'The employee is already terminated.');
        }
        if (row.hire_date !== null && termination.date < row.hire_date) {
          throw new AppError(
            'employee.termination_date_invalid',
            `The termination date ${termination.date} is before the hire date ${row.hire_date}.`,
            { path: 'Termination-Date', fieldMessage: 'must not be before the hire date' },
          );
        }
        const open = await ports.payrolls.openPayrollsOf(trx, id);
        if (open.length > 0 && !termination.override) {
          throw conflict(
            'employee.in_current_payroll',
            `The employee is in ${open.map((payroll) => payroll.description).join(', ')}: take them out of it first, or terminate with Override-Current-Payroll.`,
          );
        }
        if (open.length > 0) await ports.payrolls.removeFromOpenPayrolls(trx, id, now);
        await markTerminated(trx, id, { date: termination.date, reason: termination.reason, now });
        // Someone who leaves before choosing a password is not sent a way in any more.
        await withdrawInvitations(trx, id, now);
        await auditEmployee(
          trx,
          access,
          'employee.terminated',
          row,
          {
            terminationDate: termination.date,
            reason: termination.reason,
            removedFrom: open.map((payroll) => payroll.id),
          },
          now,
        );
      });
      return records.answer(id);
    },
  };
}
