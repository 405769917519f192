import type { PayrollReadinessItem, PayrollSummary, WithholdingMethod } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { inputsOf, readinessOfLine } from '../lines/line-answer';
import { buildLines, type BuildContext, type LinePorts } from '../lines/line-builder';
import {
  employeesOfCompany,
  findCompanyFacts,
  findPayGroupOfCompany,
} from '../lines/line-source-repository';
import type { RunFacts } from '../lines/line-types';
import { summaryOf } from '../payrolls/payroll-summary';
import { achDebitCents, payrollAmountItems } from './ach-limits';
import {
  draftTotals,
  findDraftLines,
  linesPaidOtherwise,
  unreadyDraftLines,
  updateDraftLine,
} from './draft-line-repository';
import { draftReadiness, lineEntries } from './draft-readiness';
import type { DraftRow } from './draft-repository';

/**
 * A draft's lines as a whole: what computing them needs of the run, the draft's summary and
 * readiness, and computing lines again from the employees' records as they are now.
 */
export function createDraftLinesService(context: AppContext, ports: LinePorts) {
  const { kind } = context.database;
  const today = () => context.clock.now().toISOString().slice(0, 10);

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

  return {
    buildContextOf,
    assess,

    /**
     * Recomputes the lines that were not ready: an employee fixed since (a W-4 filed, an account
     * added) becomes ready without anyone touching the line. Lines that were ready stay as
     * computed.
     */
    async refreshUnready(database: Db, draft: DraftRow): Promise<void> {
      const ids = (await unreadyDraftLines(database, draft.id)).map((line) => line.employee_id);
      await recompute(database, draft, ids);
    },

    /**
     * Recomputes the included lines whose employee changed between check and direct deposit
     * since they were computed, so that a commit pays as the records say at that moment: no
     * deposit for a check, the split (or the missing account's refusal) for direct deposit.
     */
    async refreshPaymentMethods(database: Db, draft: DraftRow): Promise<void> {
      const ids = (await linesPaidOtherwise(database, kind, draft.id)).map(
        (line) => line.employee_id,
      );
      await recompute(database, draft, ids);
    },
  };
}

export type DraftLinesService = ReturnType<typeof createDraftLinesService>;
