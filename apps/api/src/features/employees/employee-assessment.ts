import type { Employee } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { notFound } from '@paydesk/api/platform/errors/app-error';
import { toEmployeeAnswer } from './employee-answer';
import type { EmployeePorts } from './employee-ports';
import { onboardingSteps, readinessOf, statusOf, type DepositFacts } from './employee-readiness';
import {
  findEmployeeRecord,
  findEmployeeRecords,
  type EmployeeRecordRow,
} from './employee-record-repository';
import { latestInvitations } from './invitation-repository';
import { invitationState } from './invitations-service';
import { settleOnboarding } from './onboarding-settlement';

/** Far enough ahead that an account on hold counts as on file. */
const END_OF_TIME = '9999-12-31';

/**
 * Reading the employee record: the whole answer with its onboarding steps, readiness and status,
 * recomputed from the record and its deposit accounts; and the stored status kept in step.
 */
export function createEmployeeAssessment(context: AppContext, ports: EmployeePorts) {
  const { db } = context.database;
  const today = () => context.clock.now().toISOString().slice(0, 10);

  async function depositFacts(database: Db, ids: string[]): Promise<Map<string, DepositFacts>> {
    const [usable, onFile] = await Promise.all([
      ports.deposits.usableCount(database, ids, today()),
      ports.deposits.usableCount(database, ids, END_OF_TIME),
    ]);
    return new Map(
      ids.map((id) => [id, { usable: usable.get(id) ?? 0, onFile: onFile.get(id) ?? 0 }]),
    );
  }

  /** Steps, readiness and status of rows, with the deposit facts read once for all. */
  async function assess(database: Db, rows: EmployeeRecordRow[]) {
    const deposits = await depositFacts(
      database,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const facts = deposits.get(row.id) ?? { usable: 0, onFile: 0 };
      const steps = onboardingSteps(row, facts);
      return {
        row,
        steps,
        readiness: readinessOf(row, facts),
        status: statusOf(row, steps, today()),
      };
    });
  }

  /** Keeps the stored status in step with the record (lists filter and count by it). */
  async function settleStatus(database: Db, id: string): Promise<void> {
    const facts = (await depositFacts(database, [id])).get(id) ?? { usable: 0, onFile: 0 };
    await settleOnboarding(database, id, today(), facts);
  }

  /** The employee as the API answers it, read after the write's transaction committed. */
  async function answer(id: string): Promise<Employee> {
    const row = await findEmployeeRecord(db, id);
    if (!row) throw notFound('employee.not_found', 'The employee');
    const [assessed] = await assess(db, [row]);
    const latest = (await latestInvitations(db, [id])).get(id);
    if (!assessed) throw notFound('employee.not_found', 'The employee');
    return toEmployeeAnswer(row, {
      status: assessed.status,
      steps: assessed.steps,
      readiness: assessed.readiness,
      invitation: invitationState(
        latest,
        context.clock.now().toISOString(),
        row.status === 'terminated',
      ),
    });
  }

  /** The company's employee, or the 404 of one that does not exist. */
  async function mustFind(database: Db, companyId: string, id: string) {
    const row = await findEmployeeRecord(database, id);
    if (!row || row.company_id !== companyId) throw notFound('employee.not_found', 'The employee');
    return row;
  }

  return {
    answer,
    mustFind,
    settleStatus,

    get: async (companyId: string, id: string): Promise<Employee> => {
      await mustFind(db, companyId, id);
      return answer(id);
    },

    /** Many records' readiness at once: the payroll feature asks before it commits. */
    async readinessOf(database: Db, ids: string[]) {
      const assessed = await assess(database, await findEmployeeRecords(database, ids));
      return new Map(assessed.map((entry) => [entry.row.id, entry]));
    },
  };
}

export type EmployeeAssessment = ReturnType<typeof createEmployeeAssessment>;
