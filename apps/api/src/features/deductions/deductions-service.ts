import {
  EMPLOYER_KIND_MESSAGE,
  employerContributionKinds,
  MATCH_KIND_MESSAGE,
  type CreateDeductionInput,
  type Deduction,
  type HsaCoverage,
  type RecurringDeductionKind,
  type UpdateDeductionInput,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { deductionOf, deductionValuesOf, employerColumns, toBasisPoints } from './deduction-answer';
import {
  deductionsOfEmployee,
  findDeduction,
  insertDeduction,
  updateDeduction,
  type DeductionRow,
} from './deduction-repository';
import { findEmployeeOfCompany } from './employee-facts-repository';
import type { StatutoryLimitOf } from './statutory-limits';
import { issuedStubDetails } from './stub-figures-repository';
import { emptyFigures, figuresOf, type EmployeeFigures } from './stub-figures';

export const employeeNotFound = () => notFound('employee.not_found', 'The employee');
const deductionNotFound = () => notFound('deduction.not_found', 'The deduction');
const staleDeduction = () =>
  conflict(
    'deduction.version_stale',
    'Someone else changed this deduction in the meantime. Reload the deductions and try again.',
  );

/** The employee of the company, with their birth date; 404 for anyone else's. */
export async function employeeOf(db: Db, companyId: string, employeeId: string) {
  const employee = await findEmployeeOfCompany(db, companyId, employeeId);
  if (!employee) throw employeeNotFound();
  return employee;
}

/** The employee's figures of the calendar year of `day`, from their issued stubs. */
export async function yearFiguresOf(db: Db, employeeId: string, day: string) {
  const year = day.slice(0, 4);
  const stubs = await issuedStubDetails(db, [employeeId], {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
  });
  return figuresOf(stubs).get(employeeId) ?? emptyFigures();
}

/**
 * An employee's recurring deductions: the employer adds, changes and ends them (never deletes:
 * the stubs that named one keep it), each write in one transaction with its audit event. The
 * answers carry the year's figures from the issued stubs and the limit that is left.
 */
export function createDeductionsService(context: AppContext, limitOf: StatutoryLimitOf) {
  const { db } = context.database;
  const now = () => context.clock.now().toISOString();

  function answer(
    row: DeductionRow,
    figures: EmployeeFigures,
    birthDate: string | null,
    today: string,
  ): Deduction {
    const limit = limitOf(row.kind as RecurringDeductionKind, {
      taxYear: Number(today.slice(0, 4)),
      birthDate,
      hsaCoverage: row.hsa_coverage as HsaCoverage | null,
    });
    return deductionOf(row, figures, today, limit);
  }

  async function answerOne(companyId: string, employeeId: string, id: string): Promise<Deduction> {
    const today = now().slice(0, 10);
    const [employee, row, figures] = await Promise.all([
      employeeOf(db, companyId, employeeId),
      findDeduction(db, employeeId, id),
      yearFiguresOf(db, employeeId, today),
    ]);
    if (!row) throw deductionNotFound();
    return answer(row, figures, employee.birth_date, today);
  }

  async function mustFind(trx: Db, companyId: string, employeeId: string, id: string) {
    await employeeOf(trx, companyId, employeeId);
    const row = await findDeduction(trx, employeeId, id);
    if (!row) throw deductionNotFound();
    return row;
  }

  async function audit(
    trx: Db,
    access: Access,
    at: string,
    row: { id: string; kind: string },
    companyId: string,
    employeeId: string,
    action: 'deduction.created' | 'deduction.updated' | 'deduction.ended',
  ) {
    await writeAuditEvent(trx, at, {
      actorUserId: access.caller.userId,
      action,
      entityType: 'employee_deduction',
      entityId: row.id,
      companyId,
      details: { employeeId, kind: row.kind },
    });
  }

  return {
    async list(companyId: string, employeeId: string): Promise<Deduction[]> {
      const today = now().slice(0, 10);
      const [employee, rows, figures] = await Promise.all([
        employeeOf(db, companyId, employeeId),
        deductionsOfEmployee(db, employeeId),
        yearFiguresOf(db, employeeId, today),
      ]);
      return rows.map((row) => answer(row, figures, employee.birth_date, today));
    },

    async create(
      access: Access,
      companyId: string,
      employeeId: string,
      input: CreateDeductionInput,
    ): Promise<Deduction> {
      const id = newId();
      const at = now();
      await db.transaction().execute(async (trx) => {
        await employeeOf(trx, companyId, employeeId);
        await insertDeduction(trx, {
          ...deductionValuesOf(input),
          id,
          company_id: companyId,
          employee_id: employeeId,
          now: at,
        });
        await audit(
          trx,
          access,
          at,
          { id, kind: input.kind },
          companyId,
          employeeId,
          'deduction.created',
        );
      });
      return answerOne(companyId, employeeId, id);
    },

    async update(
      access: Access,
      companyId: string,
      employeeId: string,
      id: string,
      input: UpdateDeductionInput,
    ): Promise<Deduction> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        const row = await mustFind(trx, companyId, employeeId, id);
        if (row.version !== input.version) throw staleDeduction();
        const values = changedValues(row, input);
        if (!(await updateDeduction(trx, id, input.version, values, at))) throw staleDeduction();
        await audit(trx, access, at, row, companyId, employeeId, 'deduction.updated');
      });
      return answerOne(companyId, employeeId, id);
    },

    /** Ends the deduction today (kept for history); one that has already ended keeps its end. */
    async end(access: Access, companyId: string, employeeId: string, id: string) {
      const at = now();
      const today = at.slice(0, 10);
      await db.transaction().execute(async (trx) => {
        const row = await mustFind(trx, companyId, employeeId, id);
        if (row.end_date !== null && row.end_date <= today) return;
        if (!(await updateDeduction(trx, id, row.version, { end_date: today }, at))) {
          throw staleDeduction();
        }
        await audit(trx, access, at, row, companyId, employeeId, 'deduction.ended');
      });
      return answerOne(companyId, employeeId, id);
    },
  };
}

/** The columns a change writes; the result must still be a whole deduction. */
function changedValues(row: DeductionRow, input: UpdateDeductionInput) {
  const values: Partial<DeductionRow> = {};
  if (input.label !== undefined) values.label = input.label;
  if (input.amountCents !== undefined) {
    values.amount_cents = input.amountCents;
    values.percentage_basis_points = null;
  }
  if (input.percentage !== undefined) {
    values.percentage_basis_points = toBasisPoints(input.percentage);
    values.amount_cents = null;
  }
  if (input.annualLimitCents !== undefined) values.annual_limit_cents = input.annualLimitCents;
  if (input.hsaCoverage !== undefined) {
    if (row.kind !== 'hsa') {
      throw new AppError('deduction.invalid', 'Only an HSA has a coverage.', {
        path: 'hsaCoverage',
      });
    }
    values.hsa_coverage = input.hsaCoverage;
  }
  if (input.employer !== undefined) {
    const kind = row.kind as RecurringDeductionKind;
    if (input.employer !== null && !employerContributionKinds.includes(kind)) {
      throw new AppError('deduction.invalid', EMPLOYER_KIND_MESSAGE, { path: 'employer' });
    }
    if (input.employer?.match && kind !== '401k' && kind !== 'roth401k') {
      throw new AppError('deduction.invalid', MATCH_KIND_MESSAGE, { path: 'employer.match' });
    }
    Object.assign(values, employerColumns(input.employer));
  }
  if (input.startDate !== undefined) values.start_date = input.startDate;
  if (input.endDate !== undefined) values.end_date = input.endDate;
  const start = values.start_date ?? row.start_date;
  const end = values.end_date !== undefined ? values.end_date : row.end_date;
  if (end !== null && end < start) {
    throw new AppError(
      'deduction.invalid',
      `The end date ${end} is before the start date ${start}.`,
      { path: input.endDate !== undefined ? 'endDate' : 'startDate' },
    );
  }
  return values;
}
