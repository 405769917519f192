import type { AuditAction } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { type AppError, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { findEmployeeOfCompany } from './employee-facts-repository';

export const employeeNotFound = () => notFound('employee.not_found', 'The employee');

/** The employee of the company, with their birth date; 404 for anyone else's. */
export async function employeeOf(db: Db, companyId: string, employeeId: string) {
  const employee = await findEmployeeOfCompany(db, companyId, employeeId);
  if (!employee) throw employeeNotFound();
  return employee;
}

type RecordRow = { id: string; version: number; end_date: string | null };
/** Whose new record it is, its id and when it is written. */
type NewRecord = { id: string; companyId: string; employeeId: string; at: string };

/** What tells a deduction from a garnishment order: its table, audit names, answer and rules. */
export type EmployeeRecordKind<Row extends RecordRow, Values, Answer, Create, Update> = {
  entityType: string;
  actions: { created: AuditAction; updated: AuditAction; ended: AuditAction };
  /** The facts of the record its audit events carry besides the employee (its kind or type). */
  detailsOf: (row: Row) => Record<string, unknown>;
  list: (db: Db, employeeId: string) => Promise<Row[]>;
  find: (db: Db, employeeId: string, id: string) => Promise<Row | undefined>;
  insert: (trx: Db, write: NewRecord, input: Create) => Promise<void>;
  /** The audit facts of a new record, from what the employer sent. */
  createdDetails: (input: Create) => Record<string, unknown>;
  /** The columns a change writes; throws when the result would not be a whole record. */
  changed: (row: Row, input: Update) => Values;
  update: (
    db: Db,
    id: string,
    version: number,
    values: Values | { end_date: string },
    now: string,
  ) => Promise<boolean>;
  /** The answers for the rows `load` reads (after checking the employee is the company's). */
  answersOf: (
    companyId: string,
    employeeId: string,
    load: () => Promise<Row[]>,
    today: string,
  ) => Promise<Answer[]>;
  notFound: () => AppError;
  stale: () => AppError;
};

/**
 * An employee's records of one kind (deductions, garnishment orders): the employer adds, changes
 * and ends them, never deletes (the stubs that named one keep it). Each write runs in one
 * transaction with its audit event, the employee checked to be the company's and the version
 * checked against lost updates; each answer is read again after the write.
 */
export function createEmployeeRecordService<
  Row extends RecordRow,
  Values,
  Answer,
  Create,
  Update extends { version: number },
>(context: AppContext, kind: EmployeeRecordKind<Row, Values, Answer, Create, Update>) {
  const { db } = context.database;
  const now = () => context.clock.now().toISOString();

  async function answerOne(companyId: string, employeeId: string, id: string): Promise<Answer> {
    const load = async () => {
      const row = await kind.find(db, employeeId, id);
      return row ? [row] : [];
    };
    const [answer] = await kind.answersOf(companyId, employeeId, load, now().slice(0, 10));
    if (!answer) throw kind.notFound();
    return answer;
  }

  async function mustFind(trx: Db, companyId: string, employeeId: string, id: string) {
    await employeeOf(trx, companyId, employeeId);
    const row = await kind.find(trx, employeeId, id);
    if (!row) throw kind.notFound();
    return row;
  }

  async function audit(
    trx: Db,
    write: Write,
    details: Record<string, unknown>,
    action: AuditAction,
  ) {
    await writeAuditEvent(trx, write.at, {
      actorUserId: write.access.caller.userId,
      action,
      entityType: kind.entityType,
      entityId: write.id,
      companyId: write.companyId,
      details: { employeeId: write.employeeId, ...details },
    });
  }

  type Write = NewRecord & { access: Access };

  /** Runs `change` in a transaction on the record found, then answers the record as it is now. */
  async function write(
    access: Access,
    companyId: string,
    employeeId: string,
    id: string,
    change: (trx: Db, write: Write) => Promise<void>,
  ): Promise<Answer> {
    const at = now();
    await db.transaction().execute((trx) => change(trx, { access, companyId, employeeId, id, at }));
    return answerOne(companyId, employeeId, id);
  }

  return {
    list(companyId: string, employeeId: string): Promise<Answer[]> {
      const load = () => kind.list(db, employeeId);
      return kind.answersOf(companyId, employeeId, load, now().slice(0, 10));
    },

    create(access: Access, companyId: string, employeeId: string, input: Create) {
      return write(access, companyId, employeeId, newId(), async (trx, w) => {
        await employeeOf(trx, companyId, employeeId);
        await kind.insert(trx, w, input);
        await audit(trx, w, kind.createdDetails(input), kind.actions.created);
      });
    },

    update(access: Access, companyId: string, employeeId: string, id: string, input: Update) {
      return write(access, companyId, employeeId, id, async (trx, w) => {
        const row = await mustFind(trx, companyId, employeeId, id);
        if (row.version !== input.version) throw kind.stale();
        const values = kind.changed(row, input);
        if (!(await kind.update(trx, id, input.version, values, w.at))) throw kind.stale();
        await audit(trx, w, kind.detailsOf(row), kind.actions.updated);
      });
    },

    /** Ends the record today (kept for history); one that has already ended keeps its end. */
    end(access: Access, companyId: string, employeeId: string, id: string) {
      return write(access, companyId, employeeId, id, async (trx, w) => {
        const today = w.at.slice(0, 10);
        const row = await mustFind(trx, companyId, employeeId, id);
        if (row.end_date !== null && row.end_date <= today) return;
        if (!(await kind.update(trx, id, row.version, { end_date: today }, w.at))) {
          throw kind.stale();
        }
        await audit(trx, w, kind.detailsOf(row), kind.actions.ended);
      });
    },
  };
}
