import type { PutStateTaxIds, StateTaxIds } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import {
  deleteStateTaxId,
  insertStateTaxId,
  stateTaxIdsOf,
  updateStateTaxId,
} from './state-tax-ids-repository';
import { employerOf } from './year-end-repository';

const stale = (state: string) =>
  conflict(
    'resource.conflict',
    `The state ID number of ${state} was changed by someone else in the meantime. Reload the numbers and try again.`,
  );

/** The company's state ID numbers by state code, for boxes 15 of its W-2s and W-3. */
export async function stateIdsByState(db: Db, companyId: string): Promise<Record<string, string>> {
  const rows = await stateTaxIdsOf(db, companyId);
  return Object.fromEntries(rows.map((row) => [row.state, row.number]));
}

type Item = PutStateTaxIds['items'][number];

/** One state's change, if the row is still at the version the caller read; false when stale. */
async function applyItem(
  trx: Db,
  companyId: string,
  item: Item,
  by: { updated_by: string; updated_at: string },
): Promise<boolean> {
  const key = { company_id: companyId, state: item.state, version: item.version };
  if (item.version === 0) {
    if (item.number !== null) {
      return (await insertStateTaxId(trx, { ...by, ...key, number: item.number })) === 1;
    }
    // Nothing to remove: still right only while the state has no number.
    const rows = await stateTaxIdsOf(trx, companyId);
    return !rows.some((row) => row.state === item.state);
  }
  return item.number === null
    ? (await deleteStateTaxId(trx, key)) === 1
    : (await updateStateTaxId(trx, key, { ...by, number: item.number })) === 1;
}

/**
 * The employer's state ID numbers (W-2 and W-3 box 15), one per state. A write names the states
 * it changes with the version it read; all of them change in one transaction, or none.
 */
export function createStateTaxIdsService(context: AppContext) {
  const { db } = context.database;

  async function list(companyId: string): Promise<StateTaxIds> {
    if (!(await employerOf(db, companyId))) throw notFound('company.not_found', 'The company');
    const rows = await stateTaxIdsOf(db, companyId);
    return {
      items: rows.map((row) => ({
        state: row.state,
        number: row.number,
        version: Number(row.version),
        updatedAt: row.updated_at,
      })),
    };
  }

  async function put(
    access: Access,
    companyId: string,
    request: PutStateTaxIds,
  ): Promise<StateTaxIds> {
    if (!(await employerOf(db, companyId))) throw notFound('company.not_found', 'The company');
    const at = context.clock.now().toISOString();
    const by = { updated_by: access.caller.userId, updated_at: at };
    await db.transaction().execute(async (trx) => {
      for (const item of request.items) {
        if (!(await applyItem(trx, companyId, item, by))) throw stale(item.state);
      }
      await writeAuditEvent(trx, at, {
        actorUserId: access.caller.userId,
        action: 'state-tax-ids.updated',
        entityType: 'company',
        entityId: companyId,
        companyId,
        details: {
          set: request.items.filter((item) => item.number !== null).map((item) => item.state),
          removed: request.items.filter((item) => item.number === null).map((item) => item.state),
        },
      });
    });
    return list(companyId);
  }

  return { list, put };
}

export type StateTaxIdsService = ReturnType<typeof createStateTaxIdsService>;
