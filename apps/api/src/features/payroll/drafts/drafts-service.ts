import type {
  CreatePayrollDraftInput,
  CreatePayrollDraftResponse,
  PayrollDraft,
} from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { newId } from '@paydesk/api/platform/ids';
import { keysetPage, type PageRequest } from '@paydesk/api/platform/pagination/keyset-page';
import { toLineAnswer } from '../lines/line-answer';
import { buildLines, type LinePorts } from '../lines/line-builder';
import { countDraftLines, insertDraftLines, pageDraftLines } from './draft-line-repository';
import { createDraftLinesService } from './draft-lines-service';
import { draftNotFound, mustFindOpen, staleDraft, toDraftHeader } from './draft-lookup';
import { closeDraft, findOpenEditDraft, insertDraft, type DraftRow } from './draft-repository';
import { draftSource, type DraftSource } from './draft-sources';
import { createDraftUpdate } from './draft-update';
import { withApprovedTimeOff } from './time-off-fill';
import type { TimeOffLedger } from '../ports/time-off-ledger';
import { withRecurringDeductions } from './recurring-fill';

/** A new open draft of a source, at its first version. */
const newDraft = (companyId: string, source: DraftSource, now: string): DraftRow => ({
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
});

/** Payroll drafts: create in three forms, read a page, change lines, delete. */
export function createDraftsService(
  context: AppContext,
  ports: LinePorts & { timeOff: TimeOffLedger },
) {
  const { db } = context.database;
  const lines = createDraftLinesService(context, ports);

  /** Opens the draft in the caller's transaction; answers its id and whether it is new. */
  async function open(trx: Db, companyId: string, input: CreatePayrollDraftInput) {
    const now = context.clock.now().toISOString();
    const source = await withRecurringDeductions(
      trx,
      ports.recurring,
      await draftSource(trx, companyId, input, context.config.achLeadDays),
    );
    source.employees = await withApprovedTimeOff(trx, ports.timeOff, source);
    const openEdit = async () =>
      source.payrollId ? await findOpenEditDraft(trx, companyId, source.payrollId) : undefined;
    const opened = await openEdit();
    if (opened) return { id: opened.id, created: false };
    const draft = newDraft(companyId, source, now);
    if (!(await insertDraft(trx, draft))) {
      // Another request opened the edit meanwhile; its committed draft is visible now.
      const other = await openEdit();
      if (other) return { id: other.id, created: false };
      throw staleDraft();
    }
    const built = await buildLines(
      trx,
      ports,
      await lines.buildContextOf(trx, draft),
      source.employees.map((employee) => ({ ...employee, excluded: false })),
    );
    await insertDraftLines(trx, built);
    return { id: draft.id, created: true };
  }

  return {
    assess: lines.assess,
    refreshUnready: lines.refreshUnready,
    linesToCommit: lines.linesToCommit,
    readinessOfLines: lines.readinessOfLines,
    update: createDraftUpdate(context, ports, lines),

    /**
     * Starts a draft. Editing an approved payroll that already has an open draft answers that
     * draft (`created: false`), so two people opening Edit work on one draft and cannot commit
     * over each other.
     */
    async create(
      companyId: string,
      input: CreatePayrollDraftInput,
    ): Promise<{ created: boolean; answer: CreatePayrollDraftResponse }> {
      const { id, created } = await db.transaction().execute((trx) => open(trx, companyId, input));
      const draft = await mustFindOpen(db, companyId, id);
      const { summary } = await lines.assess(db, draft);
      return { created, answer: { draftId: id, version: draft.version, summary } };
    },

    async get(companyId: string, id: string, request: PageRequest) {
      const draft = await mustFindOpen(db, companyId, id);
      await db.transaction().execute((trx) => lines.refreshUnready(trx, draft));
      const [{ summary, readiness }, page] = await Promise.all([
        lines.assess(db, draft),
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

    async remove(companyId: string, id: string): Promise<void> {
      const now = context.clock.now().toISOString();
      await mustFindOpen(db, companyId, id);
      if (!(await closeDraft(db, id, 'deleted', null, now))) throw draftNotFound();
    },
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
