import type { LocalTax, LocalTaxRequest } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { describeLocalTax, localTaxOf, valuesOf } from './local-tax-answer';
import {
  deleteLocalTax,
  findLocalTax,
  insertLocalTax,
  isCodeTaken,
  listLocalTaxes,
  updateLocalTax,
  type LocalTaxRow,
} from './local-tax-repository';

const codeTaken = (request: LocalTaxRequest) =>
  new AppError(
    'local_tax.code_taken',
    `The company already has a ${describeLocalTax(request.kind, request.code)}: edit that one instead.`,
    { path: 'code', fieldMessage: 'is already entered for this kind of tax' },
  );

const localTaxNotFound = () => notFound('local_tax.not_found', 'The local tax');

const answersOf = (rows: LocalTaxRow[]): LocalTax[] =>
  rows.flatMap((row) => {
    const answer = localTaxOf(row);
    return answer ? [answer] : [];
  });

/** The company's jurisdictions as the API answers them (payroll reads them through this). */
export async function localTaxesOfCompany(db: Db, companyId: string): Promise<LocalTax[]> {
  return answersOf(await listLocalTaxes(db, companyId));
}

/**
 * The company's local tax jurisdictions: one per kind and code, each write in one transaction
 * with its audit event. Drafts computed after a change use the new rates; issued stubs keep theirs.
 */
export function createLocalTaxesService(context: AppContext) {
  const { db } = context.database;
  const now = () => context.clock.now().toISOString();

  async function mustFind(database: Db, companyId: string, id: string): Promise<LocalTaxRow> {
    const row = await findLocalTax(database, companyId, id);
    if (!row) throw localTaxNotFound();
    return row;
  }

  const answer = async (companyId: string, id: string): Promise<LocalTax> => {
    const found = localTaxOf(await mustFind(db, companyId, id));
    if (!found) throw localTaxNotFound();
    return found;
  };

  return {
    list: (companyId: string): Promise<LocalTax[]> => localTaxesOfCompany(db, companyId),

    async create(access: Access, companyId: string, request: LocalTaxRequest): Promise<LocalTax> {
      const id = newId();
      const at = now();
      await db.transaction().execute(async (trx) => {
        if (await isCodeTaken(trx, companyId, request.kind, request.code)) {
          throw codeTaken(request);
        }
        await insertLocalTax(trx, { ...valuesOf(request), id, company_id: companyId, now: at });
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: 'local-tax.created',
          entityType: 'local_tax',
          entityId: id,
          companyId,
          details: { kind: request.kind, code: request.code },
        });
      });
      return answer(companyId, id);
    },

    async replace(
      access: Access,
      companyId: string,
      id: string,
      request: LocalTaxRequest,
    ): Promise<LocalTax> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        await mustFind(trx, companyId, id);
        if (await isCodeTaken(trx, companyId, request.kind, request.code, id)) {
          throw codeTaken(request);
        }
        await updateLocalTax(trx, id, valuesOf(request), at);
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: 'local-tax.updated',
          entityType: 'local_tax',
          entityId: id,
          companyId,
          details: { kind: request.kind, code: request.code },
        });
      });
      return answer(companyId, id);
    },

    async remove(access: Access, companyId: string, id: string): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        const row = await mustFind(trx, companyId, id);
        await deleteLocalTax(trx, id);
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: 'local-tax.removed',
          entityType: 'local_tax',
          entityId: id,
          companyId,
          details: { kind: row.kind, code: row.code },
        });
      });
    },
  };
}

export type LocalTaxesService = ReturnType<typeof createLocalTaxesService>;
