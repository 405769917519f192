import type {
  CreatePayrollDraftInput,
  CreatePayrollDraftResponse,
  PayrollDraft,
  PayrollReadinessItem,
  PayrollSummary,
  UpdatePayrollDraftInput,
  UpdatePayrollDraftResponse,
  WithholdingMethod,
} from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { keysetPage, type PageRequest } from '@paydesk/api/platform/pagination/keyset-page';
import { achDebitCents, assertChangesFitAch, payrollAmountItems } from './ach-limits';
import { draftSource } from './draft-sources';
import { draftReadiness, lineEntries } from './draft-readiness';
import { summaryOf } from './draft-summary';
import { inputsOf, readinessOfLine, toLineAnswer } from './line-answer';
import { checkPayDate } from './pay-date-rules';
import { buildLines, type BuildContext, type LinePorts } from './line-builder';
import { assertEnterable, changedInputs } from './line-inputs';
import type { RunFacts } from './line-types';
import {
  advanceDraft,
  allDraftLines,
  closeDraft,
  countDraftLines,
  draftTotals,
  findDraft,
  findDraftLines,
  findOpenEditDraft,
  insertDraft,
  insertDraftLines,
  linesPaidOtherwise,
  pageDraftLines,
  unreadyDraftLines,
  updateDraftLine,
  type DraftRow,
} from './payroll-draft-repository';
import {
  employeesOfCompany,
  findCompanyFacts,
  findPayGroupOfCompany,
} from './payroll-source-repository';

const draftNotFound = () => notFound('payroll_draft.not_found', 'The payroll draft');
const staleDraft = () =>
  conflict(
    'payroll_draft.version_stale',
    'Someone else changed this draft in the meantime. Reload it and try again.',
  );

/** Payroll drafts: create in three forms, read a page, change lines, delete. */
export function createDraftsService(context: AppContext, ports: LinePorts) {
  const { db, kind } = context.database;
  const today = () => context.clock.now().toISOString().slice(0, 10);

  async function mustFindOpen(database: Db, companyId: string, id: string): Promise<DraftRow> {
    const draft = await findDraft(database, companyId, id);
    if (!draft || draft.status !== 'open') throw draftNotFound();
    return draft;
  }

  async function buildContextOf(database: Db, draft: DraftRow): Promise<BuildContext> {
    const [group, company] = await Promise.all([
      findPayGroupOfCompany(database, draft.company_id, draft.pay_group_id),
      findCompanyFacts(database, draft.company_id),
    ]);
    const run: RunFacts = {
      frequency: (group?.frequency ?? 'biweekly') as RunFacts['frequency'],
      periodStart: draft.period_start,
      periodEnd: draft.period_end,
      payDate: draft.pay_date,
      withholding: draft.withholding as WithholdingMethod,
      paysSalary: draft.type === 'regular',
      sutaRateBasisPoints: company?.suta_rate_basis_points ?? null,
    };
    return {
      draftId: draft.id,
      run,
      today: today(),
      replacesPayrollId: draft.payroll_id,
      paysTerminated: draft.off_cycle_reason === 'termination',
    };
  }

  /** The draft's summary and readiness: one aggregate and the unready lines. */
  async function assess(
    database: Db,
    draft: DraftRow,
  ): Promise<{ summary: PayrollSummary; readiness: PayrollReadinessItem[] }> {
    const [totals, company, unready] = await Promise.all([
      draftTotals(database, draft.id),
      findCompanyFacts(database, draft.company_id),
      unreadyDraftLines(database, draft.id),
    ]);
    const readiness = [
      ...draftReadiness({
        companyStatus: company?.status,
        payDate: draft.pay_date,
        today: today(),
        includedLines: totals.employees,
      }),
      ...payrollAmountItems(await achDebitCents(database, kind, draft.id, totals.netPayCents)),
      ...unready.flatMap((line) => lineEntries(line, readinessOfLine(line))),
    ];
    return { summary: summaryOf(totals), readiness };
  }

  /** Computes the draft's lines of these employees again from their records as they are now. */
  async function recompute(database: Db, draft: DraftRow, employeeIds: string[]): Promise<void> {
    if (employeeIds.length === 0) return;
    const stale = await findDraftLines(database, draft.id, employeeIds);
    const rows = new Map(
      (
        await employeesOfCompany(
          database,
          draft.company_id,
          stale.map((line) => line.employee_id),
        )
      ).map((row) => [row.id, row]),
    );
    const requests = stale.flatMap((line) => {
      const row = rows.get(line.employee_id);
      return row ? [{ row, inputs: inputsOf(line), excluded: line.excluded === 1 }] : [];
    });
    const lines = await buildLines(
      database,
      ports,
      await buildContextOf(database, draft),
      requests,
    );
    for (const line of lines) await updateDraftLine(database, line);
  }

  /**
   * Recomputes the lines that were not ready: an employee fixed since (a W-4 filed, an account
   * added) becomes ready without anyone touching the line. Lines that were ready stay as computed.
   */
  async function refreshUnready(database: Db, draft: DraftRow): Promise<void> {
    const ids = (await unreadyDraftLines(database, draft.id)).map((line) => line.employee_id);
    await recompute(database, draft, ids);
  }

  /**
   * Recomputes the included lines whose employee changed between check and direct deposit since
   * they were computed, so that a commit pays as the records say at that moment: no deposit for a
   * check, the split (or the missing account's refusal) for direct deposit.
   */
  async function refreshPaymentMethods(database: Db, draft: DraftRow): Promise<void> {
    const ids = (await linesPaidOtherwise(database, context.database.kind, draft.id)).map(
      (line) => line.employee_id,
    );
    await recompute(database, draft, ids);
  }

  return {
    assess,
    refreshUnready,
    refreshPaymentMethods,

    /**
     * Starts a draft. Editing an approved payroll that already has an open draft answers that
     * draft (`created: false`), so two people opening Edit work on one draft and cannot commit
     * over each other.
     */
    async create(
      companyId: string,
      input: CreatePayrollDraftInput,
    ): Promise<{ created: boolean; answer: CreatePayrollDraftResponse }> {
      const now = context.clock.now().toISOString();
      const { id, created } = await db.transaction().execute(async (trx) => {
        const source = await draftSource(trx, companyId, input, context.config.achLeadDays);
        const openEdit = async () =>
          source.payrollId ? await findOpenEditDraft(trx, companyId, source.payrollId) : undefined;
        const open = await openEdit();
        if (open) return { id: open.id, created: false };
        const draft: DraftRow = {
          id: newId(),
          company_id: companyId,
          pay_group_id: source.payGroupId,
          payroll_id: source.payrollId,
          type: source.type,
          off_cycle_reason: source.offCycleReason,
          withholding: source.withholding,
          period_start: source.periodStart,
          period_end: source.periodEnd,
          pay_date: source.payDate,
          status: 'open',
          committed_payroll_id: null,
          version: 1,
          created_at: now,
          updated_at: now,
        };
        if (!(await insertDraft(trx, draft))) {
          // Another request opened the edit meanwhile; its committed draft is visible now.
          const opened = await openEdit();
          if (opened) return { id: opened.id, created: false };
          throw staleDraft();
        }
        const lines = await buildLines(
          trx,
          ports,
          await buildContextOf(trx, draft),
          source.employees.map((employee) => ({ ...employee, excluded: false })),
        );
        await insertDraftLines(trx, lines);
        return { id: draft.id, created: true };
      });
      const draft = await mustFindOpen(db, companyId, id);
      return {
        created,
        answer: { draftId: id, version: draft.version, summary: (await assess(db, draft)).summary },
      };
    },

    async get(companyId: string, id: string, request: PageRequest) {
      const draft = await mustFindOpen(db, companyId, id);
      await db.transaction().execute((trx) => refreshUnready(trx, draft));
      const [{ summary, readiness }, page] = await Promise.all([
        assess(db, draft),
        keysetPage({
          request,
          fetch: (args) => pageDraftLines(db, id, args),
          count: () => countDraftLines(db, id),
          keyOf: (row) => [row.last_name, row.first_name, row.employee_id],
        }),
      ]);
      const answer: PayrollDraft = {
        ...toDraftHeader(draft),
        summary,
        readiness,
        items: page.items.map(toLineAnswer),
        totalItems: page.totalItems,
        totalPages: page.totalPages,
      };
      return { answer, nextKey: page.nextKey, previousKey: page.previousKey };
    },

    /**
     * Sets the values sent (a retried request changes nothing twice) and recomputes only the
     * changed lines, or every line when the pay date moves (tax year, year-to-date).
     */
    async update(
      companyId: string,
      id: string,
      input: UpdatePayrollDraftInput,
    ): Promise<UpdatePayrollDraftResponse> {
      if (input.payDate !== undefined) checkPayDate(input.payDate, 'payDate');
      assertEnterable(input.lines);
      const now = context.clock.now().toISOString();
      const changedIds = await db.transaction().execute(async (trx) => {
        const draft = await mustFindOpen(trx, companyId, id);
        const payDateMoves = input.payDate !== undefined && input.payDate !== draft.pay_date;
        const advanced = await advanceDraft(trx, id, input.version, {
          ...(payDateMoves && input.payDate ? { pay_date: input.payDate } : {}),
          updated_at: now,
        });
        if (!advanced) throw staleDraft();
        const changes = new Map(input.lines.map((line) => [line.employeeId, line]));
        const existing = payDateMoves
          ? await allDraftLines(trx, id)
          : await findDraftLines(trx, id, [...changes.keys()]);
        const found = new Set(existing.map((line) => line.employee_id));
        const unknown = [...changes.keys()].filter((employeeId) => !found.has(employeeId));
        if (unknown.length > 0) {
          throw new AppError(
            'payroll_draft.employee_invalid',
            `${unknown.length} of the lines sent are not lines of this draft.`,
            { path: 'lines', fieldMessage: `not in the draft: ${unknown.slice(0, 5).join(', ')}` },
          );
        }
        const rows = new Map(
          (await employeesOfCompany(trx, companyId, [...found])).map((row) => [row.id, row]),
        );
        const moved = {
          ...draft,
          pay_date: payDateMoves && input.payDate ? input.payDate : draft.pay_date,
        };
        const requests = existing.flatMap((line) => {
          const row = rows.get(line.employee_id);
          if (!row) return [];
          const change = changes.get(line.employee_id);
          const inputs = change ? changedInputs(inputsOf(line), change) : inputsOf(line);
          const excluded = change?.excluded ?? line.excluded === 1;
          return [{ row, inputs, excluded }];
        });
        const lines = await buildLines(trx, ports, await buildContextOf(trx, moved), requests);
        for (const line of lines) await updateDraftLine(trx, line);
        const { netPayCents } = await draftTotals(trx, id);
        assertChangesFitAch(
          lines,
          new Map(existing.map((line) => [line.employee_id, line])),
          await achDebitCents(trx, kind, id, netPayCents),
        );
        return [...changes.keys()];
      });
      const draft = await mustFindOpen(db, companyId, id);
      const { summary, readiness } = await assess(db, draft);
      const lines = await findDraftLines(db, id, changedIds);
      return { version: draft.version, summary, readiness, lines: lines.map(toLineAnswer) };
    },

    async remove(companyId: string, id: string): Promise<void> {
      const now = context.clock.now().toISOString();
      await mustFindOpen(db, companyId, id);
      if (!(await closeDraft(db, id, 'deleted', null, now))) throw draftNotFound();
    },
  };
}

const toDraftHeader = (draft: DraftRow) => ({
  draftId: draft.id,
  companyId: draft.company_id,
  payGroupId: draft.pay_group_id,
  payrollId: draft.payroll_id,
  type: draft.type as PayrollDraft['type'],
  offCycleReason: draft.off_cycle_reason as PayrollDraft['offCycleReason'],
  withholding: draft.withholding as WithholdingMethod,
  periodStart: draft.period_start,
  periodEnd: draft.period_end,
  payDate: draft.pay_date,
  version: draft.version,
});

export type DraftsService = ReturnType<typeof createDraftsService>;
