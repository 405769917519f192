import type { Db } from '@paydesk/api/platform/db/database';
import type { PayrollTotals } from '../payrolls/payroll-repository';

/** Marks one issued payment voided; false when it was voided already (or meanwhile). */
export async function voidIssuedStub(db: Db, stubId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('pay_stubs')
    .set({ status: 'voided', payment_status: 'voided', voided_at: now })
    .where('id', '=', stubId)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes one payment's amounts off an approved payroll's totals, while its money is in no ACH
 * file; false when the payroll has moved on (the caller's transaction then rolls back).
 */
export async function subtractFromApprovedPayroll(
  db: Db,
  payrollId: string,
  payment: PayrollTotals,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payrolls')
    .set((eb) => ({
      employees: eb('employees', '-', payment.employees),
      gross_cents: eb('gross_cents', '-', payment.gross_cents),
      employee_taxes_cents: eb('employee_taxes_cents', '-', payment.employee_taxes_cents),
      employer_taxes_cents: eb('employer_taxes_cents', '-', payment.employer_taxes_cents),
      deductions_cents: eb('deductions_cents', '-', payment.deductions_cents),
      employer_contributions_cents: eb(
        'employer_contributions_cents',
        '-',
        payment.employer_contributions_cents,
      ),
      reimbursements_cents: eb('reimbursements_cents', '-', payment.reimbursements_cents),
      net_pay_cents: eb('net_pay_cents', '-', payment.net_pay_cents),
      cash_requirement_cents: eb('cash_requirement_cents', '-', payment.cash_requirement_cents),
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', payrollId)
    .where('status', '=', 'approved')
    .where('ach_file_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The employee's lines in open drafts are computed again on the draft's next read or commit
 * (`refreshUnready` recomputes lines that are not ready): their year-to-date has changed. The
 * drafts move to their next version, so an editor holding the old figures reloads them.
 */
export async function markOpenDraftLinesStale(
  db: Db,
  employeeId: string,
  now: string,
): Promise<number> {
  const drafts = await db
    .selectFrom('payroll_draft_lines')
    .innerJoin('payroll_drafts', 'payroll_drafts.id', 'payroll_draft_lines.draft_id')
    .select('payroll_drafts.id')
    .where('payroll_draft_lines.employee_id', '=', employeeId)
    .where('payroll_drafts.status', '=', 'open')
    .execute();
  if (drafts.length === 0) return 0;
  const ids = drafts.map((draft) => draft.id);
  await db
    .updateTable('payroll_draft_lines')
    .set({ ready: 0 })
    .where('employee_id', '=', employeeId)
    .where('draft_id', 'in', ids)
    .execute();
  await db
    .updateTable('payroll_drafts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', 'in', ids)
    .execute();
  return ids.length;
}

/** The amounts one stub added to its payroll. */
export const stubAmounts = (db: Db, stubId: string) =>
  db
    .selectFrom('pay_stubs')
    .select([
      'payroll_id',
      'employee_id',
      'gross_cents',
      'employee_taxes_cents',
      'employer_taxes_cents',
      'deductions_cents',
      'employer_contributions_cents',
      'reimbursements_cents',
      'net_pay_cents',
    ])
    .where('id', '=', stubId)
    .executeTakeFirst();
