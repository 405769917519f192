import type {
  ContractorPayment,
  ContractorPaymentPreview,
  ContractorPaymentStatus,
  CreateContractorPaymentRequest,
  MyContractorPayments,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { keysetPage, type PageRequest } from '@paydesk/api/platform/pagination/keyset-page';
import { runStatusOn, toItem, toRun, toRuns, totalsOf } from './contractor-payment-answer';
import {
  countRuns,
  findItemsOfRuns,
  findRun,
  insertRun,
  listRuns,
  voidRun,
  type RunRow,
} from './contractor-payment-repository';
import type { ContractorPaymentPorts } from './contractor-ports';
import { contractorIdsOfUser } from './contractor-records-repository';
import { findMyItems } from './my-payments-repository';
import { lineOf, planRunLines } from './run-lines';
import { runRowsOf } from './run-rows';

const runNotFound = () => notFound('contractor_payment.not_found', 'The contractor payment');

const staleRun = () =>
  conflict(
    'contractor_payment.version_stale',
    'The contractor payment was changed by someone else in the meantime. Reload it and try again.',
  );

/** A run in an ACH file is on its way to the bank; only an approved one in no file is voided. */
function refuseIfPaid(row: RunRow): void {
  if (row.ach_file_id !== null) {
    throw conflict(
      'contractor_payment.in_file',
      `The contractor payment of ${row.pay_date} is in the ACH file ${row.ach_file_id}: it can no longer be voided. A payment the bank returns fails on its own.`,
    );
  }
  if (row.status !== 'approved') {
    throw conflict(
      'contractor_payment.not_voidable',
      `The contractor payment of ${row.pay_date} is ${row.status}: only an approved payment can be voided.`,
    );
  }
}

/** Contractor payment runs: preview, approve, read, list, void; a contractor's own lines. */
export function createContractorPaymentsService(
  context: AppContext,
  ports: ContractorPaymentPorts,
) {
  const { db } = context.database;
  const today = () => context.clock.now().toISOString().slice(0, 10);

  async function answerOf(trx: Db, run: RunRow): Promise<ContractorPayment> {
    return toRun(run, await findItemsOfRuns(trx, [run.id]), today());
  }

  /**
   * A run in the caller's companies (`scope`: null for an administrator's every company); else
   * 404. The scope is read before any transaction: SQLite's one connection is the
   * transaction's until it ends.
   */
  async function readableRun(trx: Db, scope: string[] | null, id: string): Promise<RunRow> {
    const run = await findRun(trx, id);
    if (!run || (scope !== null && !scope.includes(run.company_id))) throw runNotFound();
    return run;
  }

  return {
    /** The lines as approval would compute them; writes nothing. */
    async preview(
      companyId: string,
      request: CreateContractorPaymentRequest,
    ): Promise<ContractorPaymentPreview> {
      const lines = await planRunLines(db, ports.contractors, companyId, request, today());
      return {
        payDate: request.payDate,
        items: lines.map(lineOf),
        ...totalsOf(lines),
      };
    },

    /** Approves a run in one transaction: its lines, their figures and the audit. */
    async create(
      access: Access,
      companyId: string,
      request: CreateContractorPaymentRequest,
    ): Promise<ContractorPayment> {
      const now = context.clock.now().toISOString();
      return db.transaction().execute(async (trx) => {
        const lines = await planRunLines(
          trx,
          ports.contractors,
          companyId,
          request,
          now.slice(0, 10),
        );
        const id = newId();
        const totals = totalsOf(lines);
        await insertRun(
          trx,
          ...runRowsOf({
            id,
            companyId,
            request,
            lines,
            totals,
            now,
            userId: access.caller.userId,
          }),
        );
        await writeAuditEvent(trx, now, {
          actorUserId: access.caller.userId,
          action: 'contractor-payment.approved',
          entityType: 'contractor_payment',
          entityId: id,
          companyId,
          details: {
            payDate: request.payDate,
            contractors: lines.length,
            totalCents: totals.totalCents,
            backupWithholdingCents: totals.backupWithholdingCents,
          },
        });
        const run = await findRun(trx, id);
        if (!run) throw runNotFound();
        return answerOf(trx, run);
      });
    },

    async get(access: Access, id: string): Promise<ContractorPayment> {
      return answerOf(db, await readableRun(db, await access.companyFilter(), id));
    },

    /**
     * Runs newest pay date first: of one company (`companyId`, the caller manages it), or of every
     * company in the caller's scope; by status if asked (the ACH file page asks `approved`).
     */
    async page(
      access: Access,
      query: { companyId?: string; status?: ContractorPaymentStatus },
      request: PageRequest,
    ) {
      const day = today();
      const companyIds =
        query.companyId !== undefined ? [query.companyId] : await access.companyFilter();
      const filter = { companyIds, today: day, ...(query.status ? { status: query.status } : {}) };
      const page = await keysetPage({
        request,
        fetch: (args) => listRuns(db, filter, args),
        count: () => countRuns(db, filter),
        keyOf: (row) => [row.pay_date, row.id],
      });
      const items = await findItemsOfRuns(
        db,
        page.items.map((row) => row.id),
      );
      return { ...page, items: toRuns(page.items, items, day) };
    },

    /**
     * Voids a run before it is in an ACH file: its lines are no payment and leave the 1099s. Once
     * in a file it is a 409 naming the file (the money is on its way; a return fails a line).
     */
    async void(access: Access, id: string, version: number): Promise<ContractorPayment> {
      const now = context.clock.now().toISOString();
      const scope = await access.companyFilter();
      return db.transaction().execute(async (trx) => {
        const run = await readableRun(trx, scope, id);
        refuseIfPaid(run);
        if (Number(run.version) !== version) {
          throw staleRun();
        }
        const userId = access.caller.userId;
        if (!(await voidRun(trx, { id, version, now, userId }))) {
          // An ACH file took it between the read and the write (it waited for the file's lock).
          const after = await findRun(trx, id);
          if (after) refuseIfPaid(after);
          throw staleRun();
        }
        await writeAuditEvent(trx, now, {
          actorUserId: userId,
          action: 'contractor-payment.voided',
          entityType: 'contractor_payment',
          entityId: id,
          companyId: run.company_id,
          details: { payDate: run.pay_date, totalCents: Number(run.amount_cents) },
        });
        const voided = await findRun(trx, id);
        if (!voided) throw runNotFound();
        return answerOf(trx, voided);
      });
    },

    /** The signed-in contractor's own lines, newest first; nothing of anyone else. */
    async mine(access: Access): Promise<MyContractorPayments> {
      const contractorIds = await contractorIdsOfUser(db, access.caller.userId);
      const day = today();
      const rows = await findMyItems(db, contractorIds);
      return {
        items: rows.map((row) => {
          const status = runStatusOn(row.run_status, row.pay_date, day);
          return {
            ...toItem(row, status, row.pay_date, day),
            paymentId: row.contractor_payment_id,
            companyId: row.company_id,
            companyName: row.company_name,
            payDate: row.pay_date,
          };
        }),
      };
    },
  };
}

export type ContractorPaymentsService = ReturnType<typeof createContractorPaymentsService>;
