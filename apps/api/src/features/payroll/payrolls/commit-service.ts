import type { CommitPayrollRequest, Payroll, PayrollSummary } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { ROWS_PER_BATCH } from '../batches';
import { summaryOf } from './payroll-summary';
import type { DraftsService } from '../drafts/drafts-service';
import { toPayrollAnswer, totalsOfSummary } from './payroll-answer';
import type { DraftLineRow } from '../drafts/draft-line-repository';
import { closeDraft, findDraft, type DraftRow } from '../drafts/draft-repository';
import type { CommitProbe } from '../ports/payroll-ports';
import {
  deletePayStubsOf,
  insertPayStubs,
  yearToDateDetails,
  type NewPayStub,
} from './pay-stub-repository';
import {
  findPayroll,
  insertPayroll,
  replacePayrollContent,
  type PayrollRow,
} from './payroll-repository';
import { priorYearOf, stubOf } from './stub-builder';
import { noTimeOff, type TimeOffLedger } from '../ports/time-off-ledger';
import { settleTimeOff } from './time-off-settlement';

export const draftNotFound = () => notFound('payroll_draft.not_found', 'The payroll draft');

/** Who commits: the signed-in caller, or the user who asked for the commit job. */
export type CommitActor = { caller: { userId: string } };

/** How far a commit is, in stubs written of the lines it pays (a job's progress). */
export type CommitProgress = (done: number, total: number) => void;

/** A draft is committed as it was made: a new payroll without payrollId, an edit with its own. */
export function checkDraftTarget(
  draft: { payroll_id: string | null },
  input: CommitPayrollRequest,
): void {
  if ((input.payrollId ?? null) !== draft.payroll_id) {
    throw conflict(
      'payroll.draft_mismatch',
      draft.payroll_id
        ? `This draft edits payroll ${draft.payroll_id}: commit it with that payrollId.`
        : 'This draft is a new payroll: commit it without a payrollId.',
    );
  }
}

/** Why an edit found its payroll changed: most often an ACH file took it meanwhile. */
async function notEditable(db: Db, payrollId: string): Promise<AppError> {
  const payroll = await findPayroll(db, payrollId);
  return conflict(
    'payroll.not_approved',
    payroll?.ach_file_id
      ? `The payroll’s money is in the ACH file ${payroll.ach_file_id}, so its content can no longer change: the file pays it as it was approved.`
      : `The payroll is ${payroll?.status ?? 'gone'}: only an approved payroll’s content can change.`,
  );
}

/** A new stub as its payroll's answer lists it. */
const paymentOf = (stub: NewPayStub) => ({
  id: stub.id,
  employee_id: stub.employee_id,
  first_name: stub.first_name,
  last_name: stub.last_name,
  gross_cents: stub.gross_cents,
  net_pay_cents: stub.net_pay_cents,
  payment_status: stub.payment_status ?? 'pending',
  return_code: stub.return_code ?? null,
});

/** Adds up the lines a payroll pays, in cents. */
function totalsOf(lines: DraftLineRow[]): PayrollSummary {
  const totals = {
    employees: lines.length,
    grossCents: 0,
    employeeTaxesCents: 0,
    employerTaxesCents: 0,
    deductionsCents: 0,
    employerContributionsCents: 0,
    reimbursementsCents: 0,
    netPayCents: 0,
  };
  for (const line of lines) {
    totals.grossCents += Number(line.gross_cents);
    totals.employeeTaxesCents += Number(line.employee_taxes_cents);
    totals.employerTaxesCents += Number(line.employer_taxes_cents);
    totals.deductionsCents += Number(line.deductions_cents);
    totals.employerContributionsCents += Number(line.employer_contributions_cents);
    totals.reimbursementsCents += Number(line.reimbursements_cents);
    totals.netPayCents += Number(line.net_pay_cents);
  }
  return summaryOf(totals);
}

/**
 * Committing a draft: once per draft, all or nothing. The draft is closed first, in the same
 * transaction that writes the payroll and its stubs, so a concurrent commit of the same draft
 * finds it closed and answers the payroll the first one wrote.
 */
export function createCommitService(
  context: AppContext,
  drafts: DraftsService,
  probe: CommitProbe,
  getPayroll: (companyId: string, id: string) => Promise<Payroll>,
  timeOff: TimeOffLedger = noTimeOff,
) {
  const { db } = context.database;

  return {
    async commit(
      access: CommitActor,
      companyId: string,
      input: CommitPayrollRequest,
      progress?: CommitProgress,
      /** The draft as the caller read it a moment ago, spared a second read. */
      found?: DraftRow,
    ): Promise<{ created: boolean; payroll: Payroll }> {
      const draft = found ?? (await findDraft(db, companyId, input.draftId));
      if (!draft || draft.status === 'deleted') throw draftNotFound();
      if (draft.status === 'committed' && draft.committed_payroll_id) {
        return { created: false, payroll: await getPayroll(companyId, draft.committed_payroll_id) };
      }
      checkDraftTarget(draft, input);
      const payrollId = draft.payroll_id ?? newId();
      const now = context.clock.now().toISOString();
      // The new payroll's answer, from what the transaction wrote (an edit's is read again).
      let answer: Payroll | undefined;
      const written = await db.transaction().execute(async (trx) => {
        if (!(await closeDraft(trx, draft.id, 'committed', payrollId, now))) return false;
        // What is committed is what is paid: an employee fixed since (a W-4 filed, an account
        // added) or switched between check and direct deposit after the lines were computed
        // counts.
        const lines = (await drafts.linesToCommit(trx, draft)).filter(
          (line) => line.excluded === 0,
        );
        const readiness = await drafts.readinessOfLines(trx, draft, lines);
        if (readiness.length > 0) {
          throw new AppError(
            'payroll.not_ready',
            `The payroll cannot be committed yet: ${readiness.length} ${readiness.length === 1 ? 'check fails' : 'checks fail'}.`,
            {
              errors: readiness.map((item) => ({
                code: item.code,
                path: item.path,
                message: item.message,
              })),
            },
          );
        }
        const totals = totalsOfSummary(totalsOf(lines));
        let inserted: PayrollRow | undefined;
        if (draft.payroll_id) {
          const replaced = await replacePayrollContent(trx, draft.payroll_id, {
            ...totals,
            draft_id: draft.id,
            pay_date: draft.pay_date,
            updated_at: now,
          });
          if (!replaced) throw await notEditable(trx, draft.payroll_id);
          await deletePayStubsOf(trx, draft.payroll_id);
          await timeOff.reversePayroll(trx, draft.payroll_id, now, true);
        } else {
          inserted = await insertPayroll(trx, {
            id: payrollId,
            company_id: companyId,
            pay_group_id: draft.pay_group_id,
            draft_id: draft.id,
            type: draft.type,
            off_cycle_reason: draft.off_cycle_reason,
            status: 'approved',
            period_start: draft.period_start,
            period_end: draft.period_end,
            pay_date: draft.pay_date,
            memo: null,
            ach_file_id: null,
            ...totals,
            created_at: now,
            updated_at: now,
          });
        }
        const prior = priorYearOf(
          await yearToDateDetails(
            trx,
            lines.map((line) => line.employee_id),
            draft.pay_date,
            draft.payroll_id,
          ),
        );
        const run = {
          payrollId,
          companyId,
          payGroupId: draft.pay_group_id,
          periodStart: draft.period_start,
          periodEnd: draft.period_end,
          payDate: draft.pay_date,
          now,
        };
        // In the lines' order, which is the payroll's by name.
        const stubs = lines.map((line) => stubOf(line, run, prior.get(line.employee_id)));
        await insertPayStubs(trx, stubs, async (batch) => {
          progress?.(batch * ROWS_PER_BATCH, lines.length);
          await probe.afterStubBatch(batch);
        });
        await settleTimeOff(trx, timeOff, { draft, payrollId, lines, stubs, now });
        await writeAuditEvent(trx, now, {
          actorUserId: access.caller.userId,
          action: draft.payroll_id ? 'payroll.edited' : 'payroll.committed',
          entityType: 'payroll',
          entityId: payrollId,
          companyId,
          details: {
            draftId: draft.id,
            payDate: draft.pay_date,
            employees: totals.employees,
            grossCents: totals.gross_cents,
            cashRequirementCents: totals.cash_requirement_cents,
          },
        });
        if (inserted) answer = toPayrollAnswer(inserted, stubs.map(paymentOf), now.slice(0, 10));
        return true;
      });
      if (!written) {
        // Another request committed this draft first: answer its payroll.
        const closed = await findDraft(db, companyId, draft.id);
        if (!closed?.committed_payroll_id) throw draftNotFound();
        return {
          created: false,
          payroll: await getPayroll(companyId, closed.committed_payroll_id),
        };
      }
      return { created: true, payroll: answer ?? (await getPayroll(companyId, payrollId)) };
    },
  };
}
