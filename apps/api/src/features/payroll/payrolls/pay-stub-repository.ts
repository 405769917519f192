import type { Insertable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { PayStubsTable } from '@paydesk/api/platform/db/schema';
import { chunksOf } from '../batches';

export type NewPayStub = Insertable<PayStubsTable>;

export async function insertPayStubs(
  db: Db,
  stubs: NewPayStub[],
  afterBatch: (batch: number) => Promise<void>,
): Promise<void> {
  let batch = 0;
  for (const rows of chunksOf(stubs)) {
    await db.insertInto('pay_stubs').values(rows).execute();
    batch += 1;
    await afterBatch(batch);
  }
}

/** An approved payroll's stubs give way to the ones of the draft that replaces its content. */
export async function deletePayStubsOf(db: Db, payrollId: string): Promise<void> {
  await db.deleteFrom('pay_stubs').where('payroll_id', '=', payrollId).execute();
}

/** A cancelled payroll pays nobody: its stubs and payments are void. */
export async function voidPayStubsOf(db: Db, payrollId: string): Promise<void> {
  await db
    .updateTable('pay_stubs')
    .set({ status: 'voided', payment_status: 'voided' })
    .where('payroll_id', '=', payrollId)
    .execute();
}

/** A payroll's payments by name, without their lines (a payroll's answer lists 10,000 of them). */
export const paymentsOf = (db: Db, payrollId: string) =>
  db
    .selectFrom('pay_stubs')
    .select([
      'id',
      'employee_id',
      'first_name',
      'last_name',
      'gross_cents',
      'net_pay_cents',
      'payment_status',
      'return_code',
    ])
    .where('payroll_id', '=', payrollId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('employee_id')
    .execute();

/** A payroll's stubs by name, whole. */
export const payStubsOf = (db: Db, payrollId: string) =>
  db
    .selectFrom('pay_stubs')
    .selectAll()
    .where('payroll_id', '=', payrollId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('employee_id')
    .execute();

/**
 * Wages each employee was paid in the calendar year up to `payDate`, from issued stubs (voided
 * ones are out of every later figure), leaving out the payroll a draft is replacing.
 */
export async function yearToDateWages(
  db: Db,
  employeeIds: string[],
  payDate: string,
  exceptPayrollId: string | null,
) {
  const rows = [];
  for (const batch of chunksOf(employeeIds, 1000)) {
    let query = db
      .selectFrom('pay_stubs')
      .select((eb) => [
        'employee_id',
        eb.fn.sum<number>('social_security_wages_cents').as('socialSecurity'),
        eb.fn.sum<number>('medicare_wages_cents').as('medicare'),
        eb.fn.sum<number>('futa_wages_cents').as('futa'),
        eb.fn.sum<number>('suta_wages_cents').as('suta'),
        eb.fn.sum<number>('supplemental_wages_cents').as('supplemental'),
      ])
      .where('employee_id', 'in', batch)
      .where('status', '=', 'issued')
      .where('pay_date', '>=', `${payDate.slice(0, 4)}-01-01`)
      .where('pay_date', '<=', payDate);
    if (exceptPayrollId) query = query.where('payroll_id', '!=', exceptPayrollId);
    rows.push(...(await query.groupBy('employee_id').execute()));
  }
  return rows;
}

/** The lines of the employees' issued stubs of the year up to `payDate` (their year-to-date). */
export async function yearToDateDetails(
  db: Db,
  employeeIds: string[],
  payDate: string,
  exceptPayrollId: string | null,
) {
  const rows = [];
  for (const batch of chunksOf(employeeIds, 1000)) {
    let query = db
      .selectFrom('pay_stubs')
      .select([
        'employee_id',
        'pay_date',
        'details',
        'gross_cents',
        'net_pay_cents',
        'employee_taxes_cents',
        'employer_taxes_cents',
        'deductions_cents',
      ])
      .where('employee_id', 'in', batch)
      .where('status', '=', 'issued')
      .where('pay_date', '>=', `${payDate.slice(0, 4)}-01-01`)
      .where('pay_date', '<=', payDate);
    if (exceptPayrollId) query = query.where('payroll_id', '!=', exceptPayrollId);
    rows.push(...(await query.execute()));
  }
  return rows;
}

/**
 * The lines of the employees' issued stubs of every year up to `payDate` (what their orders
 * withheld, against each order's total owed), leaving out the payroll a draft replaces.
 */
export async function issuedDetailsUpTo(
  db: Db,
  employeeIds: string[],
  payDate: string,
  exceptPayrollId: string | null,
) {
  const rows: { employee_id: string; details: string }[] = [];
  for (const batch of chunksOf(employeeIds, 1000)) {
    let query = db
      .selectFrom('pay_stubs')
      .select(['employee_id', 'details'])
      .where('employee_id', 'in', batch)
      .where('status', '=', 'issued')
      .where('pay_date', '<=', payDate);
    if (exceptPayrollId) query = query.where('payroll_id', '!=', exceptPayrollId);
    rows.push(...(await query.execute()));
  }
  return rows;
}

/** Social security wages of the employees' issued stubs of a whole calendar year. */
export async function socialSecurityWagesOfYear(db: Db, employeeIds: string[], year: number) {
  const wages = new Map<string, number>();
  for (const batch of chunksOf(employeeIds, 1000)) {
    const rows = await db
      .selectFrom('pay_stubs')
      .select((eb) => ['employee_id', eb.fn.sum<number>('social_security_wages_cents').as('wages')])
      .where('employee_id', 'in', batch)
      .where('status', '=', 'issued')
      .where('pay_date', '>=', `${year}-01-01`)
      .where('pay_date', '<=', `${year}-12-31`)
      .groupBy('employee_id')
      .execute();
    for (const row of rows) wages.set(row.employee_id, Number(row.wages));
  }
  return wages;
}

/** The approved payrolls that pay the employee. */
export const approvedPayrollsWithEmployee = (db: Db, employeeId: string) =>
  db
    .selectFrom('pay_stubs')
    .innerJoin('payrolls', 'payrolls.id', 'pay_stubs.payroll_id')
    .select(['payrolls.id', 'payrolls.pay_date', 'pay_stubs.id as stub_id'])
    .where('pay_stubs.employee_id', '=', employeeId)
    .where('pay_stubs.status', '=', 'issued')
    .where('payrolls.status', '=', 'approved')
    .execute();

/** Takes one payment out of an approved payroll: the stub is void, the totals lose it. */
export async function voidPaymentOf(db: Db, stubId: string): Promise<void> {
  await db
    .updateTable('pay_stubs')
    .set({ status: 'voided', payment_status: 'voided' })
    .where('id', '=', stubId)
    .execute();
}

/** The totals of a payroll's issued stubs (after a payment left it). */
export async function issuedTotals(db: Db, payrollId: string) {
  const row = await db
    .selectFrom('pay_stubs')
    .select((eb) => [
      eb.fn.countAll<number>().as('employees'),
      eb.fn.sum<number>('gross_cents').as('gross'),
      eb.fn.sum<number>('employee_taxes_cents').as('employeeTaxes'),
      eb.fn.sum<number>('employer_taxes_cents').as('employerTaxes'),
      eb.fn.sum<number>('deductions_cents').as('deductions'),
      eb.fn.sum<number>('employer_contributions_cents').as('employerContributions'),
      eb.fn.sum<number>('reimbursements_cents').as('reimbursements'),
      eb.fn.sum<number>('net_pay_cents').as('netPay'),
    ])
    .where('payroll_id', '=', payrollId)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  return {
    employees: Number(row?.employees ?? 0),
    grossCents: Number(row?.gross ?? 0),
    employeeTaxesCents: Number(row?.employeeTaxes ?? 0),
    employerTaxesCents: Number(row?.employerTaxes ?? 0),
    deductionsCents: Number(row?.deductions ?? 0),
    employerContributionsCents: Number(row?.employerContributions ?? 0),
    reimbursementsCents: Number(row?.reimbursements ?? 0),
    netPayCents: Number(row?.netPay ?? 0),
  };
}

/** A payroll's new pay date is its stubs' too (the year-to-date figures count by it). */
export async function movePayStubsTo(db: Db, payrollId: string, payDate: string): Promise<void> {
  await db
    .updateTable('pay_stubs')
    .set({ pay_date: payDate })
    .where('payroll_id', '=', payrollId)
    .execute();
}

/**
 * A stub computed again for its payroll's new pay date takes the new figures and date; it keeps
 * its id (payments, ACH entries and time off name it), its status and when it was issued.
 */
export async function rewritePayStub(db: Db, stubId: string, fresh: NewPayStub): Promise<void> {
  await db
    .updateTable('pay_stubs')
    .set({
      pay_date: fresh.pay_date,
      gross_cents: fresh.gross_cents,
      employee_taxes_cents: fresh.employee_taxes_cents,
      employer_taxes_cents: fresh.employer_taxes_cents,
      deductions_cents: fresh.deductions_cents,
      employer_contributions_cents: fresh.employer_contributions_cents,
      reimbursements_cents: fresh.reimbursements_cents,
      net_pay_cents: fresh.net_pay_cents,
      social_security_wages_cents: fresh.social_security_wages_cents,
      medicare_wages_cents: fresh.medicare_wages_cents,
      futa_wages_cents: fresh.futa_wages_cents,
      suta_wages_cents: fresh.suta_wages_cents,
      supplemental_wages_cents: fresh.supplemental_wages_cents,
      details: fresh.details,
    })
    .where('id', '=', stubId)
    .execute();
}
