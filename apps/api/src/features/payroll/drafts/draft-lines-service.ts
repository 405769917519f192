import type { PayrollReadinessItem, PayrollSummary, WithholdingMethod } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { computedOf, inputsOf, readinessOfLine } from '../lines/line-answer';
import { buildLines, type BuildContext, type LinePorts } from '../lines/line-builder';
import {
  employeesOfCompany,
  findCompanyFacts,
  findPayGroupOfCompany,
} from '../lines/line-source-repository';
import type { RunFacts } from '../lines/line-types';
import { summaryOf } from '../payrolls/payroll-summary';
import { MAX_AMOUNT_CENTS } from '@paydesk/ach';
import { achDebitCents, isPaidByAch, payrollAmountItems } from './ach-limits';
import {
  draftLinesToCommit,
  draftTotals,
  findDraftLines,
  unreadyDraftLines,
  updateDraftLine,
} from './draft-line-repository';
import { draftReadiness, lineEntries } from './draft-readiness';
import type { DraftRow } from './draft-repository';
import type { DraftLineRow } from './draft-line-repository';

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
    const readiness = readinessOf(
      draft,
      company?.status,
      totals.employees,
      await achDebitCents(database, kind, draft.id, totals.netPayCents),
      unready,
    );
    return { summary: summaryOf(totals), readiness };
  }

  function readinessOf(
    draft: DraftRow,
    companyStatus: string | undefined,
    includedLines: number,
    directDepositCents: number,
    unready: readonly DraftLineRow[] | Awaited<ReturnType<typeof unreadyDraftLines>>,
  ): PayrollReadinessItem[] {
    return [
      ...draftReadiness({ companyStatus, payDate: draft.pay_date, today: today(), includedLines }),
      ...payrollAmountItems(directDepositCents),
      ...unready.flatMap((line) => lineEntries(line, readinessOfLine(line))),
    ];
  }

  /**
   * The readiness of a commit's included lines, read already (by name): the same items as
   * `assess`, from the lines in hand instead of an aggregate and a second read.
   */
  async function readinessOfLines(
    database: Db,
    draft: DraftRow,
    included: readonly DraftLineRow[],
  ): Promise<PayrollReadinessItem[]> {
    const company = await findCompanyFacts(database, draft.company_id);
    // As `achDebitCents`: the net pay total when it fits, else the deposits counted alone.
    const netPayCents = included.reduce((sum, line) => sum + Number(line.net_pay_cents), 0);
    const directDepositCents =
      netPayCents <= MAX_AMOUNT_CENTS
        ? netPayCents
        : included.reduce(
            (sum, line) => sum + (isPaidByAch(computedOf(line)) ? Number(line.net_pay_cents) : 0),
            0,
          );
    const unready = included.filter((line) => line.ready === 0);
    return readinessOf(draft, company?.status, included.length, directDepositCents, unready);
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
    readinessOfLines,

    /**
     * The lines a commit pays, by name, as the records say at that moment: the included lines
     * that were not ready, and those whose employee changed between check and direct deposit
     * since they were computed, are computed again (once each) and the lines read again. The
     * common draft, with neither, is one read.
     */
    async linesToCommit(database: Db, draft: DraftRow): Promise<DraftLineRow[]> {
      const lines = await draftLinesToCommit(database, draft.id);
      const stale = lines.filter(
        (line) =>
          line.excluded === 0 &&
          (line.ready === 0 ||
            (line.employee_payment_method !== null &&
              (computedOf(line).paymentMethod ?? 'direct_deposit') !==
                line.employee_payment_method)),
      );
      if (stale.length === 0) return lines;
      await recompute(
        database,
        draft,
        stale.map((line) => line.employee_id),
      );
      return draftLinesToCommit(database, draft.id);
    },

    /**
     * Recomputes the lines that were not ready: an employee fixed since (a W-4 filed, an account
     * added) becomes ready without anyone touching the line. Lines that were ready stay as
     * computed.
     */
    async refreshUnready(database: Db, draft: DraftRow): Promise<void> {
      const ids = (await unreadyDraftLines(database, draft.id)).map((line) => line.employee_id);
      await recompute(database, draft, ids);
    },
  };
}

export type DraftLinesService = ReturnType<typeof createDraftLinesService>;
