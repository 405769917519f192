import type { UpdatePayrollDraftInput, UpdatePayrollDraftResponse } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { inputsOf, toLineAnswer } from '../lines/line-answer';
import { buildLines, type LinePorts } from '../lines/line-builder';
import { assertEnterable, changedInputs } from '../lines/line-inputs';
import { employeesOfCompany } from '../lines/line-source-repository';
import { achDebitCents, assertChangesFitAch } from './ach-limits';
import {
  allDraftLines,
  draftTotals,
  findDraftLines,
  updateDraftLine,
  type DraftLineRow,
} from './draft-line-repository';
import type { DraftLinesService } from './draft-lines-service';
import { mustFindOpen, staleDraft } from './draft-lookup';
import { advanceDraft } from './draft-repository';
import { checkPayDate, checkSameTaxYear } from './pay-date-rules';

type LineChange = UpdatePayrollDraftInput['lines'][number];

/** The lines a change names, each of them a line of the draft (else a 400 naming the others). */
function mustBeLines(changes: ReadonlyMap<string, LineChange>, existing: DraftLineRow[]): void {
  const found = new Set(existing.map((line) => line.employee_id));
  const unknown = [...changes.keys()].filter((employeeId) => !found.has(employeeId));
  if (unknown.length === 0) return;
  throw new AppError(
    'payroll_draft.employee_invalid',
    `${unknown.length} of the lines sent are not lines of this draft.`,
    { path: 'lines', fieldMessage: `not in the draft: ${unknown.slice(0, 5).join(', ')}` },
  );
}

/**
 * Changing a draft: sets the values sent (a retried request changes nothing twice) and recomputes
 * only the changed lines, or every line when the pay date moves (tax year, year-to-date).
 */
export function createDraftUpdate(
  context: AppContext,
  ports: LinePorts,
  drafts: DraftLinesService,
) {
  const { db, kind } = context.database;

  /** Writes the change in the caller's transaction; answers the employees whose lines it named. */
  async function write(
    trx: Db,
    companyId: string,
    id: string,
    input: UpdatePayrollDraftInput,
  ): Promise<string[]> {
    const now = context.clock.now().toISOString();
    const draft = await mustFindOpen(trx, companyId, id);
    if (input.payDate !== undefined) {
      // An edit keeps the payroll's wages in their year, as moving the approved payroll does.
      if (draft.payroll_id !== null) checkSameTaxYear(draft.pay_date, input.payDate);
      checkPayDate(input.payDate, 'payDate');
    }
    const payDate =
      input.payDate !== undefined && input.payDate !== draft.pay_date ? input.payDate : null;
    const advanced = await advanceDraft(trx, id, input.version, {
      ...(payDate ? { pay_date: payDate } : {}),
      updated_at: now,
    });
    if (!advanced) throw staleDraft();
    const changes = new Map(input.lines.map((line) => [line.employeeId, line]));
    const existing = payDate
      ? await allDraftLines(trx, id)
      : await findDraftLines(trx, id, [...changes.keys()]);
    mustBeLines(changes, existing);
    const rows = new Map(
      (
        await employeesOfCompany(
          trx,
          companyId,
          existing.map((line) => line.employee_id),
        )
      ).map((row) => [row.id, row]),
    );
    const requests = existing.flatMap((line) => {
      const row = rows.get(line.employee_id);
      if (!row) return [];
      const change = changes.get(line.employee_id);
      const inputs = change ? changedInputs(inputsOf(line), change) : inputsOf(line);
      const excluded = change?.excluded ?? line.excluded === 1;
      return [{ row, inputs, excluded }];
    });
    const moved = { ...draft, pay_date: payDate ?? draft.pay_date };
    const lines = await buildLines(trx, ports, await drafts.buildContextOf(trx, moved), requests);
    for (const line of lines) await updateDraftLine(trx, line);
    const { netPayCents } = await draftTotals(trx, id);
    assertChangesFitAch(
      lines,
      new Map(existing.map((line) => [line.employee_id, line])),
      await achDebitCents(trx, kind, id, netPayCents),
    );
    return [...changes.keys()];
  }

  return async function update(
    companyId: string,
    id: string,
    input: UpdatePayrollDraftInput,
  ): Promise<UpdatePayrollDraftResponse> {
    assertEnterable(input.lines);
    const changedIds = await db.transaction().execute((trx) => write(trx, companyId, id, input));
    const draft = await mustFindOpen(db, companyId, id);
    const { summary, readiness } = await drafts.assess(db, draft);
    const lines = await findDraftLines(db, id, changedIds);
    return { version: draft.version, summary, readiness, lines: lines.map(toLineAnswer) };
  };
}
