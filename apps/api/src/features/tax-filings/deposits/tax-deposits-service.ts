import {
  eftpsPaymentSchema,
  type TaxDeposit,
  type TaxDepositList,
  type TaxDepositPayment,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { AppError, notFound } from '@paydesk/api/platform/errors/app-error';
import { taxLineTotals } from '../tax-liability-repository';
import {
  byDueDate,
  computedDeposits,
  computedStateDeposits,
  federalLedgerOf,
  type ComputedDeposit,
} from './computed-deposits';
import {
  companiesPayingSince,
  listDepositPayments,
  upsertDepositPayment,
  type DepositPaymentRow,
} from './deposit-repository';
import { createDepositSchedules, type YearSchedule } from './deposit-schedules';
import { depositStatusOn } from './deposit-status';

/** The year a deposit id names (`irs-941-2026-…`, `irs-940-2026Q3`), or null for no deposit id. */
const yearOfDepositId = (id: string): number | null => {
  const match =
    /^(?:irs-(?:941-(\d{4})-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}|940-(\d{4})Q[1-4])|state-[A-Z]{2}-(\d{4})-\d{2})$/.exec(
      id,
    );
  return match ? Number(match[1] ?? match[2] ?? match[3]) : null;
};

const depositNotFound = () => notFound('tax_deposit.not_found', 'The tax deposit');

const answerOf = (
  deposit: ComputedDeposit,
  payment: DepositPaymentRow | undefined,
  today: string,
): TaxDeposit => ({
  ...deposit,
  status: depositStatusOn(deposit.dueDate, today, payment !== undefined),
  paidOn: payment?.paid_on ?? null,
  confirmation: payment?.confirmation ?? null,
  recordedAt: payment?.recorded_at ?? null,
});

/**
 * The company's federal deposits: computed from its ledger each time they are asked for, never
 * stored, so a voided stub changes them at once; only the payment the employer enters is kept,
 * under the deposit's id. States' withholding deposits follow each state's rule where one is kept
 * (engine STATE_DEPOSIT_RULES); local deposits are not listed.
 */
export function createTaxDepositsService(context: AppContext) {
  const { database } = context;
  const schedules = createDepositSchedules(database, () => context.clock.now());
  const today = () => context.clock.now().toISOString().slice(0, 10);

  async function depositsOfYear(
    companyId: string,
    year: number,
  ): Promise<{ schedule: YearSchedule; deposits: ComputedDeposit[] }> {
    const schedule = await schedules.scheduleOf(companyId, year);
    const totals = await taxLineTotals(database, companyId, `${year}-01-01`, `${year}-12-31`);
    const deposits = [
      ...computedDeposits(year, { schedule: schedule.schedule }, federalLedgerOf(totals)),
      ...computedStateDeposits(totals),
    ].sort(byDueDate);
    return { schedule, deposits };
  }

  async function list(companyId: string, year: number): Promise<TaxDepositList> {
    const { schedule, deposits } = await depositsOfYear(companyId, year);
    const payments = await listDepositPayments(
      database.db,
      companyId,
      deposits.map((deposit) => deposit.id),
    );
    const paymentOf = new Map(payments.map((payment) => [payment.deposit_id, payment]));
    const on = today();
    return {
      year,
      depositSchedule: schedule.schedule,
      scheduleReason: schedule.reason,
      items: deposits.map((deposit) => answerOf(deposit, paymentOf.get(deposit.id), on)),
    };
  }

  /**
   * The company's deposits not recorded as paid, of last year and this one (last year's
   * December and fourth-quarter deposits fall due in this one), the earliest due first.
   */
  async function unpaid(companyId: string): Promise<TaxDeposit[]> {
    const year = context.clock.now().getUTCFullYear();
    const lists = [await list(companyId, year - 1), await list(companyId, year)];
    return lists
      .flatMap((answer) => answer.items)
      .filter((deposit) => deposit.status !== 'recorded')
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
  }

  /** The companies that paid wages since last year began: the ones that can owe a deposit. */
  const payingCompanies = () =>
    companiesPayingSince(database.db, `${context.clock.now().getUTCFullYear() - 1}-01-01`);

  return {
    depositsOfYear,
    list,
    unpaid,
    payingCompanies,

    /** How many companies have a deposit past its due date with no payment recorded. */
    async overdueCount(): Promise<number> {
      let count = 0;
      for (const companyId of await payingCompanies()) {
        const deposits = await unpaid(companyId);
        if (deposits.some((deposit) => deposit.status === 'overdue')) count += 1;
      }
      return count;
    },

    async recordPayment(
      access: Access,
      companyId: string,
      depositId: string,
      payment: TaxDepositPayment,
    ): Promise<TaxDeposit> {
      const year = yearOfDepositId(depositId);
      const deposit =
        year === null
          ? undefined
          : (await depositsOfYear(companyId, year)).deposits.find((d) => d.id === depositId);
      if (!deposit) throw depositNotFound();
      if (deposit.agency === 'irs' && !eftpsPaymentSchema.safeParse(payment).success) {
        const message = 'must be the 15-digit EFTPS confirmation number, digits only';
        throw new AppError('request.invalid', `body.confirmation: ${message}`, {
          path: 'body.confirmation',
          fieldMessage: message,
          codeOnField: false,
        });
      }
      const on = today();
      if (payment.paidOn > on) {
        throw new AppError(
          'tax_deposit.paid_on_invalid',
          `The payment date ${payment.paidOn} is in the future: enter the day EFTPS took the payment, ${on} at the latest.`,
          { path: 'paidOn', fieldMessage: `must not be after ${on}` },
        );
      }
      const row: DepositPaymentRow = {
        company_id: companyId,
        deposit_id: depositId,
        paid_on: payment.paidOn,
        confirmation: payment.confirmation,
        recorded_by: access.caller.userId,
        recorded_at: context.clock.now().toISOString(),
      };
      await database.db.transaction().execute(async (trx) => {
        await upsertDepositPayment(trx, row);
        await writeAuditEvent(trx, row.recorded_at, {
          actorUserId: access.caller.userId,
          action: 'tax-deposit.payment-recorded',
          entityType: 'tax_deposit',
          entityId: depositId,
          companyId,
          details: { form: deposit.form, dueDate: deposit.dueDate, paidOn: payment.paidOn },
        });
      });
      return answerOf(deposit, row, on);
    },
  };
}

export type TaxDepositsService = ReturnType<typeof createTaxDepositsService>;
