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
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { deductionOf, deductionValuesOf, employerColumns, toBasisPoints } from './deduction-answer';
import {
  deductionsOfEmployee,
  findDeduction,
  insertDeduction,
  updateDeduction,
  type DeductionRow,
} from './deduction-repository';
import { createEmployeeRecordService, employeeOf } from './employee-record-service';
import type { StatutoryLimitOf } from './statutory-limits';
import { issuedStubDetails } from './stub-figures-repository';
import { emptyFigures, figuresOf } from './stub-figures';

const deductionNotFound = () => notFound('deduction.not_found', 'The deduction');
const staleDeduction = () =>
  conflict(
    'deduction.version_stale',
    'Someone else changed this deduction in the meantime. Reload the deductions and try again.',
  );

/** The employee's figures of the calendar year of `day`, from their issued stubs. */
async function yearFiguresOf(db: Db, employeeId: string, day: string) {
  const year = day.slice(0, 4);
  const stubs = await issuedStubDetails(db, [employeeId], {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
  });
  return figuresOf(stubs).get(employeeId) ?? emptyFigures();
}

/**
 * An employee's recurring deductions (see `createEmployeeRecordService`). The answers carry the
 * year's figures from the issued stubs and the limit that is left.
 */
export function createDeductionsService(context: AppContext, limitOf: StatutoryLimitOf) {
  const { db } = context.database;
  return createEmployeeRecordService(context, {
    entityType: 'employee_deduction',
    actions: {
      created: 'deduction.created',
      updated: 'deduction.updated',
      ended: 'deduction.ended',
    },
    detailsOf: (row: DeductionRow) => ({ kind: row.kind }),
    createdDetails: (input: CreateDeductionInput) => ({ kind: input.kind }),
    list: deductionsOfEmployee,
    find: findDeduction,
    insert: (trx, { id, companyId, employeeId, at }, input) =>
      insertDeduction(trx, {
        ...deductionValuesOf(input),
        id,
        company_id: companyId,
        employee_id: employeeId,
        now: at,
      }),
    changed: changedValues,
    update: updateDeduction,
    notFound: deductionNotFound,
    stale: staleDeduction,
    async answersOf(companyId, employeeId, load, today): Promise<Deduction[]> {
      const [employee, rows, figures] = await Promise.all([
        employeeOf(db, companyId, employeeId),
        load(),
        yearFiguresOf(db, employeeId, today),
      ]);
      return rows.map((row) => {
        const limit = limitOf(row.kind as RecurringDeductionKind, {
          taxYear: Number(today.slice(0, 4)),
          birthDate: employee.birth_date,
          hsaCoverage: row.hsa_coverage as HsaCoverage | null,
        });
        return deductionOf(row, figures, today, limit);
      });
    },
  });
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
