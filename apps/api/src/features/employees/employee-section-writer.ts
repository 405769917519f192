import type { AuditAction, Employee } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict } from '@paydesk/api/platform/errors/app-error';
import type { EmployeeAssessment } from './employee-assessment';
import { legalIdDigest } from './employee-columns';
import {
  isLegalIdTaken,
  payGroupFrequency,
  updateEmployeeAtVersion,
  type EmployeeRecordRow,
  type EmployeeValues,
} from './employee-record-repository';

/** The columns that say who completed a section either side may fill in. */
export type AuthorColumn = 'personal_details_by' | 'federal_tax_by' | 'state_tax_by';

/** The employee writing their own record, or someone of the employer (an owner, an admin). */
const authorOf = (access: Access, row: { id: string }) =>
  access.caller.employeeId === row.id ? 'employee' : 'employer';

const staleVersion = () =>
  conflict(
    'employee.version_stale',
    'Someone else changed this employee in the meantime. Reload the employee and try again.',
  );

/** One audit event about an employee, in the write's transaction. */
export async function auditEmployee(
  database: Db,
  access: Access,
  action: AuditAction,
  row: { id: string; company_id: string },
  details: Record<string, unknown>,
  now: string,
): Promise<void> {
  await writeAuditEvent(database, now, {
    actorUserId: access.caller.userId,
    action,
    entityType: 'employee',
    entityId: row.id,
    companyId: row.company_id,
    details,
  });
}

/** The pay group's columns, or a 400 when the company has no such pay group. */
export async function payGroupColumns(
  database: Db,
  companyId: string,
  payGroup: string | null | undefined,
): Promise<EmployeeValues> {
  if (!payGroup) return { pay_group_id: null, payment_frequency: null };
  const frequency = await payGroupFrequency(database, companyId, payGroup);
  if (!frequency) {
    throw new AppError(
      'employee.pay_group_invalid',
      'The company has no such pay group: choose one of its pay groups.',
      { path: 'payGroup', fieldMessage: 'is not one of the company’s pay groups' },
    );
  }
  return { pay_group_id: payGroup, payment_frequency: frequency };
}

/** A 409 when another employee of the company has this SSN or ITIN. */
export async function assertLegalIdFree(
  database: Db,
  key: Buffer,
  companyId: string,
  legalId: string | null | undefined,
  exceptId?: string,
): Promise<void> {
  if (!legalId) return;
  if (await isLegalIdTaken(database, companyId, legalIdDigest(key, legalId), exceptId)) {
    throw new AppError(
      'employee.legal_id_taken',
      'Another employee of this company has this SSN or ITIN.',
      { path: 'legalId', fieldMessage: 'belongs to another employee of this company' },
    );
  }
}

/** What one section's write is: its version, its audit action, its columns and its author. */
export type SectionWrite = {
  version: number;
  action: AuditAction;
  build: (trx: Db, row: EmployeeRecordRow) => Promise<EmployeeValues>;
  authorColumn?: AuthorColumn;
};

/** Writes the sections of the record (profile, employment, taxes) one at a time. */
export function createSectionWriter(context: AppContext, records: EmployeeAssessment) {
  const { db } = context.database;

  return {
    /**
     * Writes one section at `version`, then settles the status; 409 when the version is stale.
     * A section either side may fill in records who wrote it last.
     */
    async writeSection(
      access: Access,
      companyId: string,
      id: string,
      { version, action, build, authorColumn }: SectionWrite,
    ): Promise<Employee> {
      const now = context.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const row = await records.mustFind(trx, companyId, id);
        const values = await build(trx, row);
        const author = authorColumn ? { [authorColumn]: authorOf(access, row) } : {};
        const written = { ...values, ...author, updated_at: now };
        if (!(await updateEmployeeAtVersion(trx, id, written, version))) {
          throw staleVersion();
        }
        await records.settleStatus(trx, id);
        await auditEmployee(trx, access, action, row, { fields: Object.keys(values) }, now);
      });
      return records.answer(id);
    },
  };
}

export type SectionWriter = ReturnType<typeof createSectionWriter>;
