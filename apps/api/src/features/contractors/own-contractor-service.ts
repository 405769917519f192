import type { Contractor, UpdateOwnContractorInput } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { AppError, conflict } from '@paydesk/api/platform/errors/app-error';
import { backupWithholdingOf } from './contractor-columns';
import {
  findContractor,
  updateContractor,
  type ContractorChanges,
  type ContractorRow,
} from './contractor-repository';
import { changed, nameColumns, newTinColumns } from './contractor-rules';
import type { ContractorsService } from './contractors-service';
import { versionStale } from './contractors-service';
import { contractorNotFound } from './policies/contractor-policy';

/** Refused TINs a contractor may type in a day: each refusal says the number is someone else's. */
export const OWN_TIN_TRIES = 5;
const TRIES_WINDOW_MS = 24 * 60 * 60 * 1000;
const triesKey = (contractorId: string) => `contractor-tin:${contractorId}`;

const tinLocked = () =>
  conflict(
    'contractor.tin_locked',
    'Your TIN is on file and only the company paying you can change it: ask them to correct it.',
  );

/**
 * The contractor's own side: their record, and their W-9 (names, address, the TIN while none is
 * on file) and how they are paid. The type, the email (their sign-in), backup withholding and the
 * status stay the company's.
 */
export function createOwnContractorService(context: AppContext, records: ContractorsService) {
  const { db } = context.database;
  const key = context.config.encryptionKey;

  async function ownRow(access: Access): Promise<ContractorRow> {
    const id = access.caller.contractorId;
    const row = id ? await findContractor(db, id) : undefined;
    if (!row || row.company_id !== access.caller.companyId) throw contractorNotFound();
    return row;
  }

  async function assertTriesLeft(contractorId: string): Promise<void> {
    const { count } = await context.attempts.count(
      'account',
      triesKey(contractorId),
      context.clock.now(),
      TRIES_WINDOW_MS,
    );
    if (count >= OWN_TIN_TRIES) {
      throw new AppError(
        'contractor.tin_tries',
        `This TIN was refused ${count} times today: ask the company paying you to enter it.`,
        { path: 'tin', fieldMessage: 'too many refused tries today' },
      );
    }
  }

  return {
    async get(access: Access): Promise<Contractor> {
      return records.answer(db, await ownRow(access));
    },

    async update(access: Access, input: UpdateOwnContractorInput): Promise<Contractor> {
      const current = await ownRow(access);
      if (input.tin) {
        if (current.tin_encrypted !== null) throw tinLocked();
        await assertTriesLeft(current.id);
      }
      const at = context.clock.now().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          const row = await findContractor(trx, current.id);
          if (!row || row.version !== input.version) throw versionStale();
          const changes: ContractorChanges = {
            ...nameColumns({
              type: row.type as 'individual' | 'business',
              firstName: changed(input.firstName, row.first_name),
              lastName: changed(input.lastName, row.last_name),
              businessName: changed(input.businessName, row.business_name),
            }),
            updated_at: at,
          };
          if (input.tin) {
            if (row.tin_encrypted !== null) throw tinLocked();
            Object.assign(
              changes,
              await newTinColumns(trx, key, {
                companyId: row.company_id,
                type: input.tinType,
                typed: input.tin,
                exceptId: row.id,
              }),
            );
          }
          if (input.address) changes.address = JSON.stringify(input.address);
          if (input.paymentMethod) changes.payment_method = input.paymentMethod;
          const hasTin = (changes.tin_encrypted ?? row.tin_encrypted) !== null;
          Object.assign(changes, backupWithholdingOf(hasTin, row.irs_notice === 1));
          if (!(await updateContractor(trx, row.id, input.version, changes))) throw versionStale();
          await writeAuditEvent(trx, at, {
            actorUserId: access.caller.userId,
            action: 'contractor.updated',
            entityType: 'contractor',
            entityId: row.id,
            companyId: row.company_id,
            details: {
              by: 'contractor',
              fields: Object.keys(input)
                .filter((field) => field !== 'version')
                .sort(),
              backupWithholding: changes.backup_withholding_reason ?? null,
            },
          });
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'contractor.duplicate_tin') {
          await context.attempts.record(triesKey(current.id), 'self-service', context.clock.now());
        }
        throw error;
      }
      return records.answer(db, await ownRow(access));
    },
  };
}

export type OwnContractorService = ReturnType<typeof createOwnContractorService>;
