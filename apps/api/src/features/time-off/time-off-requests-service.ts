import type {
  CreateTimeOffRequest,
  DecideTimeOffRequest,
  TimeOffRequest,
  TimeOffRequestListQuery,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { keysetPage, type PageRequest } from '@paydesk/api/platform/pagination/keyset-page';
import { requestOf } from './time-off-answer';
import {
  checkBalance,
  employeeNotFound,
  isSelf,
  mustFindPolicy,
  requestNotFound,
} from './time-off-guards';
import { timeOffDecisionMail } from './time-off-mail';
import { findAssignment, findEmployee, findPolicy } from './time-off-policy-repository';
import {
  countRequests,
  findRequest,
  insertRequest,
  pageRequests,
  updateRequestAtVersion,
  type RequestFilter,
} from './time-off-request-repository';
import { toHours, toHundredths, usableFrom } from './time-off-rules';

/**
 * The employee and policy of a request, when it may be asked: by the employee themself (anyone
 * else's id is the same 404 as a missing one), of a policy they are assigned to, on a day past
 * the policy's waiting period.
 */
async function askable(trx: Db, access: Access, request: CreateTimeOffRequest) {
  const employee = await findEmployee(trx, request.employeeId);
  // An employee asks for themself only; anyone else's id is the same 404 as a missing one.
  if (!employee || !isSelf(access, employee.company_id, employee.id)) throw employeeNotFound();
  const policy = await findPolicy(trx, employee.company_id, request.policyId);
  if (!policy || !(await findAssignment(trx, employee.id, policy.id))) {
    throw new AppError(
      'time_off.not_assigned',
      'You are not assigned to this time-off policy: ask your employer.',
      { path: 'policyId', fieldMessage: 'is not one of your policies' },
    );
  }
  const from = usableFrom(employee.hire_date, Number(policy.waiting_days));
  if (from !== null && request.startDate < from) {
    throw new AppError(
      'time_off.waiting_period',
      `${policy.name} can be used from ${from}, ${policy.waiting_days} days after the hire date.`,
      { path: 'startDate', fieldMessage: `must be on or after ${from}` },
    );
  }
  return { employee, policy };
}

/** Which requests the caller may list: managers anyone's of the company (or one employee's); an
 * employee only their own, whatever they ask for. */
async function requestFilterFor(
  access: Access,
  query: TimeOffRequestListQuery,
): Promise<RequestFilter> {
  let employeeId = query.employeeId;
  if (!(await access.canManageCompany(query.companyId))) {
    const self = access.caller.employeeId;
    if (
      self === null ||
      !isSelf(access, query.companyId, self) ||
      (employeeId !== undefined && employeeId !== self)
    ) {
      throw employeeId !== undefined
        ? employeeNotFound()
        : notFound('company.not_found', 'The company');
    }
    employeeId = self;
  }
  return {
    companyId: query.companyId,
    ...(query.status ? { status: query.status } : {}),
    ...(employeeId ? { employeeId } : {}),
  };
}

/** A new pending request as stored. */
const newRequestRow = (asked: {
  id: string;
  at: string;
  employee: { id: string; company_id: string };
  policy: { id: string };
  request: CreateTimeOffRequest;
  language: string;
}) => ({
  id: asked.id,
  company_id: asked.employee.company_id,
  employee_id: asked.employee.id,
  policy_id: asked.policy.id,
  start_date: asked.request.startDate,
  end_date: asked.request.endDate,
  hundredths: toHundredths(asked.request.hours),
  note: asked.request.note ? asked.request.note : null,
  language: asked.language,
  status: 'pending',
  status_rank: 0,
  decision_note: null,
  decided_at: null,
  decided_by: null,
  payroll_id: null,
  pay_stub_id: null,
  created_at: asked.at,
  updated_at: asked.at,
});

/**
 * Time-off requests: an employee asks for themself, owners decide. Every write is one
 * transaction with its audit event; a decision's mail goes through the outbox in it.
 */
export function createTimeOffRequestsService(context: AppContext) {
  const { db } = context.database;
  const now = () => context.clock.now().toISOString();
  const today = () => now().slice(0, 10);

  /**
   * Whether the caller manages the request's company, when they may see it at all (its
   * company's managers and its employee). Asked outside any transaction: ownership is read
   * through the main connection.
   */
  async function accessTo(access: Access, id: string): Promise<{ manages: boolean }> {
    const row = await findRequest(db, id);
    if (!row) throw requestNotFound();
    const manages = await access.canManageCompany(row.company_id);
    if (!manages && !isSelf(access, row.company_id, row.employee_id)) throw requestNotFound();
    return { manages };
  }

  return {
    async create(
      access: Access,
      request: CreateTimeOffRequest,
      language: string,
    ): Promise<TimeOffRequest> {
      const id = newId();
      const at = now();
      const hundredths = toHundredths(request.hours);
      await db.transaction().execute(async (trx) => {
        const { employee, policy } = await askable(trx, access, request);
        await checkBalance(trx, {
          employeeId: employee.id,
          policy,
          hundredths,
          except: null,
          asOf: today(),
        });
        await insertRequest(trx, newRequestRow({ id, at, employee, policy, request, language }));
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: 'time-off-request.created',
          entityType: 'time_off_request',
          entityId: id,
          companyId: employee.company_id,
          details: { policyId: policy.id, hundredths },
        });
      });
      const row = await findRequest(db, id);
      if (!row) throw requestNotFound();
      return requestOf(row);
    },

    /**
     * A page of a company's requests, pending first. Managers see everyone's (or one employee's);
     * an employee sees only their own, whatever they ask for.
     */
    async page(access: Access, query: TimeOffRequestListQuery, page: PageRequest) {
      const filter = await requestFilterFor(access, query);
      return keysetPage({
        request: page,
        fetch: (args) => pageRequests(db, filter, args),
        count: () => countRequests(db, filter),
        keyOf: (row) => [Number(row.status_rank), row.start_date, row.id],
      });
    },

    /**
     * Owners approve or deny a pending request (approving checks the balance again), or cancel
     * one not yet paid; the employee may only cancel their own pending request. Approving and
     * denying mail the employee, in the language they asked in, with the owner's reason.
     */
    async decide(
      access: Access,
      id: string,
      decision: DecideTimeOffRequest,
    ): Promise<TimeOffRequest> {
      const at = now();
      const { manages } = await accessTo(access, id);
      await db.transaction().execute(async (trx) => {
        const row = await findRequest(trx, id);
        if (!row) throw requestNotFound();
        if (!manages && decision.status !== 'cancelled') {
          throw new AppError(
            'time_off.decision_forbidden',
            'Only the employer approves or denies a request; you may cancel your own pending one.',
            { path: 'status', fieldMessage: 'may only be cancelled' },
          );
        }
        const cancellable =
          row.status === 'pending' ||
          (manages && row.status === 'approved' && row.pay_stub_id === null);
        if (decision.status === 'cancelled' ? !cancellable : row.status !== 'pending') {
          throw conflict(
            'time_off.request_not_pending',
            row.pay_stub_id
              ? `The request was paid by a committed payroll (stub ${row.pay_stub_id}): void that payment first.`
              : `The request is already ${row.status}.`,
          );
        }
        if (decision.status === 'approved') {
          const policy = await mustFindPolicy(trx, row.company_id, row.policy_id);
          await checkBalance(trx, {
            employeeId: row.employee_id,
            policy,
            hundredths: Number(row.hundredths),
            except: { hundredths: Number(row.hundredths) },
            asOf: today(),
          });
        }
        const note = decision.note ? decision.note : null;
        const written = await updateRequestAtVersion(trx, id, decision.version, {
          status: decision.status,
          status_rank: 1,
          decision_note: manages ? note : row.decision_note,
          decided_at: at,
          decided_by: access.caller.userId,
          updated_at: at,
        });
        if (!written) {
          throw conflict(
            'time_off.request_version_stale',
            'Someone else changed this request in the meantime. Reload it and try again.',
          );
        }
        if (decision.status === 'approved' || decision.status === 'denied') {
          await context.mailer.send(
            timeOffDecisionMail(row.email, row.language, {
              status: decision.status,
              firstName: row.first_name,
              policyName: row.policy_name,
              startDate: row.start_date,
              endDate: row.end_date,
              hours: toHours(Number(row.hundredths)),
              note,
            }),
            trx,
          );
        }
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: `time-off-request.${decision.status}`,
          entityType: 'time_off_request',
          entityId: id,
          companyId: row.company_id,
          details: { employeeId: row.employee_id, hundredths: Number(row.hundredths) },
        });
      });
      const row = await findRequest(db, id);
      if (!row) throw requestNotFound();
      return requestOf(row);
    },
  };
}

export type TimeOffRequestsService = ReturnType<typeof createTimeOffRequestsService>;
