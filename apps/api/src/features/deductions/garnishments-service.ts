import type {
  CreateGarnishmentInput,
  Garnishment,
  UpdateGarnishmentInput,
} from '@paydesk/contracts';
import { LEVY_EXEMPT_MESSAGE, SUPPORT_ONLY_MESSAGE } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { garnishmentOf, garnishmentValuesOf, toBasisPoints } from './deduction-answer';
import {
  findGarnishment,
  garnishmentsOfEmployee,
  insertGarnishment,
  updateGarnishment,
  type GarnishmentRow,
} from './deduction-repository';
import { createEmployeeRecordService, employeeOf } from './employee-record-service';
import { issuedStubDetails } from './stub-figures-repository';
import { emptyFigures, figuresOf } from './stub-figures';

const garnishmentNotFound = () => notFound('garnishment.not_found', 'The garnishment order');
const staleGarnishment = () =>
  conflict(
    'garnishment.version_stale',
    'Someone else changed this order in the meantime. Reload the orders and try again.',
  );

/** Everything withheld for the employee's orders by their issued stubs, all years together. */
async function withheldOf(db: Db, employeeId: string): Promise<Map<string, number>> {
  const stubs = await issuedStubDetails(db, [employeeId], { from: '0000-01-01', to: '9999-12-31' });
  return (figuresOf(stubs).get(employeeId) ?? emptyFigures()).byGarnishment;
}

/**
 * An employee's garnishment orders (see `createEmployeeRecordService`); each answer says what the
 * issued stubs have withheld for the order and what it still claims.
 */
export function createGarnishmentsService(context: AppContext) {
  const { db } = context.database;
  return createEmployeeRecordService(context, {
    entityType: 'employee_garnishment',
    actions: {
      created: 'garnishment.created',
      updated: 'garnishment.updated',
      ended: 'garnishment.ended',
    },
    detailsOf: (row: GarnishmentRow) => ({ type: row.type }),
    createdDetails: (input: CreateGarnishmentInput) => ({ type: input.type }),
    list: garnishmentsOfEmployee,
    find: findGarnishment,
    insert: (trx, { id, companyId, employeeId, at }, input) =>
      insertGarnishment(trx, {
        ...garnishmentValuesOf(input),
        id,
        company_id: companyId,
        employee_id: employeeId,
        received_on: at.slice(0, 10),
        now: at,
      }),
    changed: changedValues,
    update: updateGarnishment,
    notFound: garnishmentNotFound,
    stale: staleGarnishment,
    async answersOf(companyId, employeeId, load, today): Promise<Garnishment[]> {
      await employeeOf(db, companyId, employeeId);
      const [rows, withheld] = await Promise.all([load(), withheldOf(db, employeeId)]);
      return rows.map((row) => garnishmentOf(row, withheld.get(row.id) ?? 0, today));
    },
  });
}

const invalid = (detail: string, path: string) =>
  new AppError('garnishment.invalid', detail, { path });

/** The columns a change writes; the result must still be a whole order of its type. */
function changedValues(row: GarnishmentRow, input: UpdateGarnishmentInput) {
  const values: Partial<GarnishmentRow> = {};
  const isLevy = row.type === 'federal_tax_levy';
  const isSupport = row.type === 'child_support' || row.type === 'alimony';
  if (input.caseNumber !== undefined) values.case_number = input.caseNumber;
  if (input.issuer !== undefined) values.issuer = input.issuer;
  if (input.amountCents !== undefined || input.percentage !== undefined) {
    if (isLevy) throw invalid(LEVY_EXEMPT_MESSAGE, 'amountCents');
    values.amount_cents = input.amountCents ?? null;
    values.percentage_basis_points =
      input.percentage !== undefined ? toBasisPoints(input.percentage) : null;
  }
  if (input.exemptAmountCents !== undefined) {
    if (!isLevy) throw invalid('Only a federal tax levy has an exempt amount', 'exemptAmountCents');
    values.exempt_amount_cents = input.exemptAmountCents;
  }
  if (input.supportsOtherFamily !== undefined) {
    if (!isSupport && input.supportsOtherFamily)
      throw invalid(SUPPORT_ONLY_MESSAGE, 'supportsOtherFamily');
    values.supports_other_family = input.supportsOtherFamily ? 1 : 0;
  }
  if (input.arrearsOver12Weeks !== undefined) {
    if (!isSupport && input.arrearsOver12Weeks)
      throw invalid(SUPPORT_ONLY_MESSAGE, 'arrearsOver12Weeks');
    values.arrears_over_12_weeks = input.arrearsOver12Weeks ? 1 : 0;
  }
  if (input.totalOwedCents !== undefined) values.total_owed_cents = input.totalOwedCents;
  if (input.payee !== undefined) {
    values.payee_name = input.payee.name;
    values.payee_address = JSON.stringify(input.payee.address);
  }
  if (input.startDate !== undefined) values.start_date = input.startDate;
  if (input.endDate !== undefined) values.end_date = input.endDate;
  const start = values.start_date ?? row.start_date;
  const end = values.end_date !== undefined ? values.end_date : row.end_date;
  if (end !== null && end < start) {
    throw invalid(
      `The end date ${end} is before the start date ${start}.`,
      input.endDate !== undefined ? 'endDate' : 'startDate',
    );
  }
  return values;
}
