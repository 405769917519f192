import type {
  AssignTimeOffPolicyRequest,
  CreateTimeOffPolicyRequest,
  TimeOffAssignment,
  TimeOffBalances,
  TimeOffPolicy,
  UpdateTimeOffPolicyRequest,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { AppError, conflict } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { policyOf } from './time-off-answer';
import { balanceAnswerOf, holderBalances } from './time-off-balances';
import { employeeNotFound, mustFindPolicy } from './time-off-guards';
import { insertEntries } from './time-off-ledger-repository';
import {
  findAssignment,
  findEmployeeOfCompany,
  findPolicy,
  insertAssignment,
  insertPolicy,
  listPolicies,
  updatePolicyAtVersion,
} from './time-off-policy-repository';
import { toHours, toHundredths } from './time-off-rules';

/** Stored columns of a policy's accrual and limits, from a request's hours. */
function policyValues(request: Partial<CreateTimeOffPolicyRequest>) {
  const hundredthsOrNull = (hours: number | null | undefined) =>
    hours === null || hours === undefined ? null : toHundredths(hours);
  return {
    ...(request.name !== undefined ? { name: request.name } : {}),
    ...(request.accrual !== undefined
      ? {
          accrual_method: request.accrual.method,
          accrual_hundredths: toHundredths(request.accrual.hours),
          per_hundredths:
            request.accrual.method === 'per_hour_worked'
              ? hundredthsOrNull(request.accrual.perHours)
              : null,
        }
      : {}),
    ...(request.maxBalanceHours !== undefined
      ? { max_balance_hundredths: hundredthsOrNull(request.maxBalanceHours) }
      : {}),
    ...(request.carryoverHours !== undefined
      ? { carryover_hundredths: hundredthsOrNull(request.carryoverHours) }
      : {}),
    ...(request.waitingDays !== undefined ? { waiting_days: request.waitingDays } : {}),
    ...(request.allowNegative !== undefined
      ? { allow_negative: request.allowNegative ? 1 : 0 }
      : {}),
  };
}

/**
 * The company's time-off policies, who is assigned to them with what starting balance, and the
 * balances. Every write is one transaction with its audit event.
 */
export function createTimeOffPoliciesService(context: AppContext) {
  const { db } = context.database;
  const now = () => context.clock.now().toISOString();
  const today = () => now().slice(0, 10);

  return {
    async listPolicies(companyId: string): Promise<TimeOffPolicy[]> {
      return (await listPolicies(db, companyId)).map(policyOf);
    },

    async createPolicy(
      access: Access,
      companyId: string,
      request: CreateTimeOffPolicyRequest,
    ): Promise<TimeOffPolicy> {
      const id = newId();
      const at = now();
      await db.transaction().execute(async (trx) => {
        await insertPolicy(trx, {
          id,
          company_id: companyId,
          kind: request.kind,
          name: request.name,
          accrual_method: request.accrual.method,
          accrual_hundredths: toHundredths(request.accrual.hours),
          per_hundredths: null,
          max_balance_hundredths: null,
          carryover_hundredths: null,
          waiting_days: 0,
          allow_negative: 0,
          ...policyValues(request),
          created_at: at,
          updated_at: at,
        });
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: 'time-off-policy.created',
          entityType: 'time_off_policy',
          entityId: id,
          companyId,
          details: { kind: request.kind, method: request.accrual.method },
        });
      });
      return policyOf(await mustFindPolicy(db, companyId, id));
    },

    async updatePolicy(
      access: Access,
      companyId: string,
      id: string,
      request: UpdateTimeOffPolicyRequest,
    ): Promise<TimeOffPolicy> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        await mustFindPolicy(trx, companyId, id);
        const { version, ...changes } = request;
        const written = await updatePolicyAtVersion(trx, id, version, {
          ...policyValues(changes),
          updated_at: at,
        });
        if (!written) {
          throw conflict(
            'time_off.policy_version_stale',
            'Someone else changed this policy in the meantime. Reload it and try again.',
          );
        }
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: 'time-off-policy.updated',
          entityType: 'time_off_policy',
          entityId: id,
          companyId,
          details: { fields: Object.keys(changes) },
        });
      });
      return policyOf(await mustFindPolicy(db, companyId, id));
    },

    async assign(
      access: Access,
      companyId: string,
      employeeId: string,
      request: AssignTimeOffPolicyRequest,
    ): Promise<TimeOffAssignment> {
      const at = now();
      const starting = toHundredths(request.startingBalanceHours ?? 0);
      await db.transaction().execute(async (trx) => {
        if (!(await findEmployeeOfCompany(trx, companyId, employeeId))) throw employeeNotFound();
        const policy = await findPolicy(trx, companyId, request.policyId);
        if (!policy) {
          throw new AppError('time_off.policy_not_found', 'The time-off policy was not found.', {
            path: 'policyId',
            fieldMessage: 'is not a policy of this company',
          });
        }
        const inserted = await insertAssignment(trx, {
          employee_id: employeeId,
          policy_id: policy.id,
          company_id: companyId,
          starting_hundredths: starting,
          assigned_at: at,
        });
        if (!inserted) {
          throw new AppError(
            'time_off.already_assigned',
            `The employee is already assigned to ${policy.name}.`,
            { path: 'policyId', fieldMessage: 'is already assigned' },
          );
        }
        if (starting !== 0) {
          await insertEntries(trx, [
            {
              id: newId(),
              company_id: companyId,
              employee_id: employeeId,
              policy_id: policy.id,
              kind: 'starting',
              hundredths: starting,
              effective_date: at.slice(0, 10),
              payroll_id: null,
              pay_stub_id: null,
              request_id: null,
              created_at: at,
            },
          ]);
        }
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: 'time-off-policy.assigned',
          entityType: 'employee',
          entityId: employeeId,
          companyId,
          details: { policyId: policy.id, startingHundredths: starting },
        });
      });
      const assignment = await findAssignment(db, employeeId, request.policyId);
      return {
        employeeId,
        policyId: request.policyId,
        startingBalanceHours: toHours(Number(assignment?.starting_hundredths ?? starting)),
        assignedAt: assignment?.assigned_at ?? at,
      };
    },

    async balances(companyId: string, employeeId: string): Promise<TimeOffBalances> {
      if (!(await findEmployeeOfCompany(db, companyId, employeeId))) throw employeeNotFound();
      return { items: (await holderBalances(db, employeeId, today())).map(balanceAnswerOf) };
    },
  };
}

export type TimeOffPoliciesService = ReturnType<typeof createTimeOffPoliciesService>;
