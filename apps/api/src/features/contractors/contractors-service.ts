import type {
  Contractor,
  ContractorListItem,
  CreateContractorInput,
  UpdateContractorInput,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { conflict } from '@paydesk/api/platform/errors/app-error';
import {
  keysetPage,
  type KeysetPage,
  type PageRequest,
} from '@paydesk/api/platform/pagination/keyset-page';
import { contractorInvitationState, toContractor, toContractorListItem } from './contractor-answer';
import { newContractorRow, ownerChanges } from './contractor-changes';
import {
  countContractors,
  findContractor,
  insertContractor,
  listContractors,
  updateContractor,
  type ContractorFilter,
  type ContractorRow,
} from './contractor-repository';
import { latestContractorInvitations } from './invitation-repository';
import { canManageContractorOf, contractorNotFound } from './policies/contractor-policy';

export const versionStale = () =>
  conflict(
    'contractor.version_stale',
    'The contractor was changed by someone else since you read it: reload it and try again.',
  );

/** Which fields a change touched, for the audit trail (names of fields, never the TIN). */
const changedFields = (input: object): string[] =>
  Object.entries(input)
    .filter(([field, value]) => value !== undefined && field !== 'version')
    .map(([field]) => field)
    .sort();

/** The owner's side of contractors: add, list, read and edit, each in one transaction. */
export function createContractorsService(context: AppContext) {
  const { db } = context.database;
  const key = context.config.encryptionKey;
  const now = () => context.clock.now().toISOString();

  /** The contractor answered with its invitation's state. */
  async function answer(database: Db, row: ContractorRow): Promise<Contractor> {
    const latest = (await latestContractorInvitations(database, [row.id])).get(row.id);
    return toContractor(row, contractorInvitationState(latest, now(), row.status === 'inactive'));
  }

  /**
   * The contractor when the caller manages its company (and `Company-ID`, if sent, names it).
   * Asked before a transaction opens: the caller's ownership is read on the app's own handle.
   */
  async function mustFind(
    access: Access,
    id: string,
    namedCompanyId: string | null,
  ): Promise<ContractorRow> {
    const row = await findContractor(db, id);
    if (!row || !(await canManageContractorOf(access, row.company_id, namedCompanyId))) {
      throw contractorNotFound();
    }
    return row;
  }

  /** The row again inside a transaction (it was found and allowed before). */
  async function reread(trx: Db, id: string): Promise<ContractorRow> {
    const row = await findContractor(trx, id);
    if (!row) throw contractorNotFound();
    return row;
  }

  return {
    answer,
    mustFind,
    reread,

    async create(
      access: Access,
      companyId: string,
      input: CreateContractorInput,
    ): Promise<Contractor> {
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const values = await newContractorRow(trx, key, input, {
          companyId,
          actorUserId: access.caller.userId,
          at,
        });
        await insertContractor(trx, values);
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: 'contractor.created',
          entityType: 'contractor',
          entityId: values.id,
          companyId,
          details: {
            type: input.type,
            tinType: values.tin_type,
            backupWithholding: values.backup_withholding_reason,
          },
        });
        return findContractor(trx, values.id);
      });
      if (!row) throw new Error('The new contractor could not be read back');
      return answer(db, row);
    },

    async get(access: Access, id: string, namedCompanyId: string | null): Promise<Contractor> {
      return answer(db, await mustFind(access, id, namedCompanyId));
    },

    async page(
      filter: ContractorFilter,
      request: PageRequest,
    ): Promise<KeysetPage<ContractorListItem>> {
      const page = await keysetPage({
        request,
        fetch: (args) => listContractors(db, filter, args),
        count: () => countContractors(db, filter),
        keyOf: (row) => [row.display_name, row.id],
      });
      return { ...page, items: page.items.map(toContractorListItem) };
    },

    async update(
      access: Access,
      id: string,
      namedCompanyId: string | null,
      input: UpdateContractorInput,
    ): Promise<Contractor> {
      const at = now();
      await mustFind(access, id, namedCompanyId);
      const row = await db.transaction().execute(async (trx) => {
        const current = await reread(trx, id);
        if (current.version !== input.version) throw versionStale();
        const changes = await ownerChanges(trx, key, current, input, at);
        if (!(await updateContractor(trx, id, input.version, changes))) throw versionStale();
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: 'contractor.updated',
          entityType: 'contractor',
          entityId: id,
          companyId: current.company_id,
          details: {
            fields: changedFields(input),
            backupWithholding: changes.backup_withholding_reason ?? null,
          },
        });
        return findContractor(trx, id);
      });
      if (!row) throw contractorNotFound();
      return answer(db, row);
    },
  };
}

export type ContractorsService = ReturnType<typeof createContractorsService>;
