import type { PayStub, PayStubListItem } from '@paydesk/contracts';
import { paymentStatusOn, payrollStatusOn } from '@paydesk/api/features/payroll';
import { timeOffLedger, timeOffOfStub } from '@paydesk/api/features/time-off';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import {
  keysetPage,
  type KeysetPage,
  type PageRequest,
} from '@paydesk/api/platform/pagination/keyset-page';
import { toListItem, toPayStub, totalsOfRow } from './pay-stub-answer';
import {
  bankNamesOf,
  countStubsOfEmployee,
  earlierIssuedStubsOfYear,
  findEmployeeCompany,
  findStub,
  pageStubsOfEmployee,
  type StubRow,
} from './pay-stub-repository';
import type { PaymentVoids } from './payment-voids-port';
import { payStubPdf } from './pdf';
import { canReadStubsOf, payStubNotFound, type StubHolder } from './policies/pay-stub-policy';
import { parseDetails } from './stored-details';

const sentToBank = (achFileId: string | null) =>
  conflict(
    'pay_stub.sent_to_bank',
    `This payment has gone to the bank: the payroll’s money is in ${achFileId ? `the ACH file ${achFileId}` : 'an ACH file'}, so the payment can no longer be voided. Ask the bank to return it instead.`,
  );

/** Pay stubs: an employee's list, the whole stub, its PDF, and voiding its payment. */
export function createPayStubsService(context: AppContext, voids: PaymentVoids) {
  const { db } = context.database;
  const today = () => context.clock.now().toISOString().slice(0, 10);
  /** A pending payment of a payroll paid by now reads paid (decision 91), in the list and the stub. */
  const paymentStatusOf = (row: {
    payment_status: string;
    payroll_status: string;
    payroll_pay_date: string;
  }) =>
    paymentStatusOn(
      row.payment_status,
      payrollStatusOn(row.payroll_status, row.payroll_pay_date, today()),
    );

  /** The stub, when it is the holder's; the same 404 as a stub that does not exist. */
  async function mustFind(database: Db, holder: StubHolder, id: string): Promise<StubRow> {
    const row = await findStub(database, id);
    if (!row || row.company_id !== holder.companyId || row.employee_id !== holder.employeeId) {
      throw payStubNotFound();
    }
    return row;
  }

  async function answer(database: Db, row: StubRow): Promise<PayStub> {
    const details = parseDetails(row.details);
    const [earlier, banks, timeOff] = await Promise.all([
      earlierIssuedStubsOfYear(database, row),
      bankNamesOf(
        database,
        details.deposits.map((deposit) => deposit.bankAccountId),
      ),
      timeOffOfStub(database, row.id),
    ]);
    const stub = toPayStub(
      row,
      details,
      earlier.map((stub) => ({ details: parseDetails(stub.details), totals: totalsOfRow(stub) })),
      banks,
    );
    return { ...stub, paymentStatus: paymentStatusOf(row), timeOff };
  }

  return {
    async page(
      access: Access,
      employeeId: string,
      request: PageRequest,
    ): Promise<KeysetPage<PayStubListItem>> {
      const employee = await findEmployeeCompany(db, employeeId);
      if (
        !employee ||
        !(await canReadStubsOf(access, { companyId: employee.company_id, employeeId }))
      ) {
        throw notFound('employee.not_found', 'The employee');
      }
      const page = await keysetPage({
        request,
        fetch: (args) => pageStubsOfEmployee(db, employeeId, args),
        count: () => countStubsOfEmployee(db, employeeId),
        keyOf: (row) => [row.pay_date, row.id],
      });
      return {
        ...page,
        items: page.items.map((row) => ({
          ...toListItem(row),
          paymentStatus: paymentStatusOf(row),
        })),
      };
    },

    async get(holder: StubHolder, id: string): Promise<PayStub> {
      return answer(db, await mustFind(db, holder, id));
    },

    /** The PDF, rendered now from the stored stub (never kept), in the reader's language. */
    async file(holder: StubHolder, id: string, acceptLanguage: string | undefined) {
      return payStubPdf(await answer(db, await mustFind(db, holder, id)), acceptLanguage);
    },

    /** The PDF of a stub the caller may see through its payroll (the payroll's archive). */
    async pdfOf(id: string, acceptLanguage: string | undefined): Promise<Buffer> {
      const row = await findStub(db, id);
      if (!row) throw payStubNotFound();
      return payStubPdf(await answer(db, row), acceptLanguage);
    },

    /**
     * Voids the payment while its payroll is approved and its money in no ACH file, when the
     * caller names its pay date: one transaction voids it, takes it off the payroll's totals and
     * writes the audit event.
     */
    async voidPayment(
      access: Access,
      holder: StubHolder,
      id: string,
      payDate: string,
    ): Promise<PayStub> {
      const now = context.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const stub = await mustFind(trx, holder, id);
        if (
          stub.payroll_ach_file_id !== null ||
          ['processing', 'paid'].includes(stub.payroll_status)
        ) {
          throw sentToBank(stub.payroll_ach_file_id);
        }
        if (stub.payroll_status !== 'approved') {
          throw conflict(
            'pay_stub.not_voidable',
            `The payroll is ${stub.payroll_status}: only a payment of an approved payroll can be voided.`,
          );
        }
        if (stub.status === 'voided') {
          throw conflict('pay_stub.not_voidable', 'This payment was voided already.');
        }
        if (payDate !== stub.pay_date) {
          throw new AppError(
            'pay_stub.pay_date_mismatch',
            `The Pay-Date header (${payDate}) is not this payment’s pay date (${stub.pay_date}): send the pay date of the payment to void.`,
            { path: 'headers.pay-date', fieldMessage: `must be ${stub.pay_date}` },
          );
        }
        const outcome = await voids.voidPayment(trx, id, now);
        if (outcome === 'already_voided') {
          throw conflict('pay_stub.not_voidable', 'This payment was voided already.');
        }
        if (outcome === 'payroll_moved_on') {
          // The payroll changed while this void waited for it: most often an ACH file took it.
          const moved = await mustFind(trx, holder, id);
          if (moved.payroll_ach_file_id !== null) throw sentToBank(moved.payroll_ach_file_id);
          throw conflict(
            'pay_stub.not_voidable',
            `The payroll is ${moved.payroll_status}: only a payment of an approved payroll can be voided.`,
          );
        }
        // The hours the payment used come back and those it accrued go: its requests are
        // unpaid again, so the next draft pays them.
        await timeOffLedger.reverseStub(trx, id, now);
        await writeAuditEvent(trx, now, {
          actorUserId: access.caller.userId,
          action: 'pay_stub.voided',
          entityType: 'pay_stub',
          entityId: id,
          companyId: stub.company_id,
          details: {
            payrollId: stub.payroll_id,
            employeeId: stub.employee_id,
            payDate: stub.pay_date,
            netPayCents: Number(stub.net_pay_cents),
          },
        });
      });
      return answer(db, await mustFind(db, holder, id));
    },
  };
}

export type PayStubsService = ReturnType<typeof createPayStubsService>;
