import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { employeesService } from '@paydesk/api/features/employees';
import type { Access } from '@paydesk/api/http/access';
import type { PayrollLedger } from './payroll-ledger';
import {
  countMembers,
  findPayGroup,
  insertPayGroup,
  isNameTaken,
  listPayGroups,
  updatePayGroup,
  type PayGroupRow,
  type PayGroupValues,
} from './pay-group-repository';
import { checkSchedule, nextPayDate, type ScheduleInput } from './schedule';

export type PayGroupAnswer = {
  id: string;
  companyId: string;
  name: string;
  frequency: ScheduleInput['frequency'];
  firstPeriodEnd: string;
  firstPayDate: string;
  secondPayDay: number | null;
  employeeCount: number;
  nextPayDate: string | null;
  version: number;
};

export type PayGroupInput = {
  name: string;
  frequency: ScheduleInput['frequency'];
  firstPeriodEnd: string;
  firstPayDate: string;
  secondPayDay?: number | null | undefined;
};

export type PayGroupChanges = Partial<PayGroupInput> & { version: number };

const scheduleOf = (row: PayGroupRow): ScheduleInput => ({
  frequency: row.frequency as ScheduleInput['frequency'],
  firstPeriodEnd: row.first_period_end,
  firstPayDate: row.first_pay_date,
  secondPayDay: row.second_pay_day,
});

const nameTaken = (name: string) =>
  conflict('pay_group.name_taken', `The company already has a pay group named “${name.trim()}”.`);

function toAnswer(row: PayGroupRow, members: number, today: string, leadDays: number) {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    frequency: row.frequency as ScheduleInput['frequency'],
    firstPeriodEnd: row.first_period_end,
    firstPayDate: row.first_pay_date,
    secondPayDay: row.second_pay_day,
    employeeCount: members,
    nextPayDate: nextPayDate(scheduleOf(row), today, leadDays),
    version: row.version,
  } satisfies PayGroupAnswer;
}

/** Pay groups and their schedules: rules, transactions and audit events. */
export function createPayGroupsService(context: AppContext, ledger: PayrollLedger) {
  const { db } = context.database;
  const today = () => context.clock.now().toISOString().slice(0, 10);
  const leadDays = context.config.achLeadDays;

  async function answer(database: Db, row: PayGroupRow): Promise<PayGroupAnswer> {
    const members = await countMembers(database, [row.id]);
    return toAnswer(row, members.get(row.id) ?? 0, today(), leadDays);
  }

  async function mustFind(database: Db, companyId: string, id: string): Promise<PayGroupRow> {
    const row = await findPayGroup(database, companyId, id);
    if (!row) throw notFound('pay_group.not_found', 'The pay group');
    return row;
  }

  return {
    async list(companyId: string): Promise<PayGroupAnswer[]> {
      const rows = await listPayGroups(db, companyId);
      const members = await countMembers(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toAnswer(row, members.get(row.id) ?? 0, today(), leadDays));
    },

    async get(companyId: string, id: string): Promise<PayGroupAnswer> {
      return answer(db, await mustFind(db, companyId, id));
    },

    async create(access: Access, companyId: string, input: PayGroupInput) {
      const schedule: ScheduleInput = {
        frequency: input.frequency,
        firstPeriodEnd: input.firstPeriodEnd,
        firstPayDate: input.firstPayDate,
        secondPayDay: input.secondPayDay ?? null,
      };
      checkSchedule(schedule);
      const now = context.clock.now().toISOString();
      const id = newId();
      await db.transaction().execute(async (trx) => {
        if (await isNameTaken(trx, companyId, input.name)) throw nameTaken(input.name);
        await insertPayGroup(trx, {
          id,
          company_id: companyId,
          name: input.name.trim(),
          frequency: schedule.frequency,
          first_period_end: schedule.firstPeriodEnd,
          first_pay_date: schedule.firstPayDate,
          second_pay_day: schedule.secondPayDay,
          now,
        });
        await writeAuditEvent(trx, now, {
          actorUserId: access.caller.userId,
          action: 'pay-group.created',
          entityType: 'pay_group',
          entityId: id,
          companyId,
          details: { name: input.name.trim(), frequency: schedule.frequency },
        });
      });
      return answer(db, await mustFind(db, companyId, id));
    },

    async patch(access: Access, companyId: string, id: string, changes: PayGroupChanges) {
      const current = await mustFind(db, companyId, id);
      const values: Partial<PayGroupValues> = {
        ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
        ...(changes.frequency !== undefined ? { frequency: changes.frequency } : {}),
        ...(changes.firstPeriodEnd !== undefined
          ? { first_period_end: changes.firstPeriodEnd }
          : {}),
        ...(changes.firstPayDate !== undefined ? { first_pay_date: changes.firstPayDate } : {}),
        ...(changes.secondPayDay !== undefined ? { second_pay_day: changes.secondPayDay } : {}),
      };
      const changed = Object.entries(values).filter(
        ([key, value]) => current[key as keyof PayGroupValues] !== value,
      );
      if (changed.length === 0) {
        // Nothing to change: no new version, no audit event (a retried request changes nothing).
        if (changes.version !== current.version) throw staleVersion();
        return answer(db, current);
      }
      const schedule: ScheduleInput = {
        ...scheduleOf(current),
        ...(changes.frequency !== undefined ? { frequency: changes.frequency } : {}),
        ...(changes.firstPeriodEnd !== undefined ? { firstPeriodEnd: changes.firstPeriodEnd } : {}),
        ...(changes.firstPayDate !== undefined ? { firstPayDate: changes.firstPayDate } : {}),
        ...(changes.secondPayDay !== undefined ? { secondPayDay: changes.secondPayDay } : {}),
      };
      if (schedule.frequency !== 'semimonthly') schedule.secondPayDay = null;
      checkSchedule(schedule);
      const anchorsMove = changed.some(([key]) => key !== 'name');
      const now = context.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (anchorsMove && (await ledger.hasCommittedPayroll(trx, id))) {
          throw conflict(
            'pay_group.has_payrolls',
            'The pay group already has a committed payroll, so its frequency and dates can no longer change: create a new pay group for the new schedule.',
          );
        }
        if (values.name !== undefined && (await isNameTaken(trx, companyId, values.name, id))) {
          throw nameTaken(values.name);
        }
        const written = await updatePayGroup(
          trx,
          id,
          {
            ...values,
            second_pay_day: schedule.secondPayDay,
            updated_at: now,
          },
          changes.version,
        );
        if (!written) throw staleVersion();
        if (values.frequency !== undefined && values.frequency !== current.frequency) {
          await employeesService.followPayGroupFrequency(trx, id, values.frequency, now);
        }
        await writeAuditEvent(trx, now, {
          actorUserId: access.caller.userId,
          action: 'pay-group.updated',
          entityType: 'pay_group',
          entityId: id,
          companyId,
          details: { fields: changed.map(([key]) => key) },
        });
      });
      return answer(db, await mustFind(db, companyId, id));
    },

    async schedule(companyId: string, id: string) {
      const row = await mustFind(db, companyId, id);
      return {
        schedule: scheduleOf(row),
        payrolls: await ledger.periodPayrolls(db, id, today()),
        today: today(),
        leadDays,
      };
    },
  };
}

const staleVersion = () =>
  conflict(
    'pay_group.version_stale',
    'The pay group was changed by someone else in the meantime. Reload it and try again.',
  );

export type PayGroupsService = ReturnType<typeof createPayGroupsService>;
