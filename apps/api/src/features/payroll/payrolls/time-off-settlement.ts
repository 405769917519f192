import { draftEarningFields } from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import { computedOf, inputsOf } from '../lines/line-answer';
import { enteredQuantity } from '../lines/line-inputs';
import type { DraftLineRow } from '../drafts/draft-line-repository';
import type { DraftRow } from '../drafts/draft-repository';
import type { TimeOffLedger } from '../ports/time-off-ledger';

/**
 * The commit's time off, in its transaction, once its stubs are written: each stub's approved
 * hours are used and its hours worked accrue (per-period policies on a regular run).
 */
export async function settleTimeOff(
  db: Db,
  ledger: TimeOffLedger,
  commit: {
    draft: DraftRow;
    payrollId: string;
    lines: readonly DraftLineRow[];
    /** The stubs the commit wrote. */
    stubs: readonly { id: string; employee_id: string }[];
    now: string;
  },
): Promise<void> {
  const stubIds = new Map(commit.stubs.map((stub) => [stub.employee_id, stub.id]));
  const stubs = commit.lines.flatMap((line) => {
    const stubId = stubIds.get(line.employee_id);
    if (!stubId) return [];
    const inputs = inputsOf(line);
    return [
      {
        stubId,
        employeeId: line.employee_id,
        salaried: computedOf(line).paymentType === 'salary',
        workedHours:
          enteredQuantity(inputs, draftEarningFields.regularHours) +
          enteredQuantity(inputs, draftEarningFields.overtimeHours),
        timeOff: inputs.timeOff ?? [],
      },
    ];
  });
  await ledger.settle(db, {
    payrollId: commit.payrollId,
    companyId: commit.draft.company_id,
    payGroupId: commit.draft.pay_group_id,
    payDate: commit.draft.pay_date,
    regular: commit.draft.type === 'regular',
    now: commit.now,
    stubs,
  });
}
