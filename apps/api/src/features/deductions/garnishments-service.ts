import type {
  CreateGarnishmentInput,
  Garnishment,
  UpdateGarnishmentInput,
} from '@paydesk/contracts';
import { LEVY_EXEMPT_MESSAGE, SUPPORT_ONLY_MESSAGE } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { garnishmentOf, garnishmentValuesOf, toBasisPoints } from './deduction-answer';
import {
  findGarnishment,
  garnishmentsOfEmployee,
  insertGarnishment,
  updateGarnishment,
  type GarnishmentRow,
} from './deduction-repository';
import { employeeOf } from './deductions-service';
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
 * An employee's garnishment orders: the employer enters, changes and ends them (never deletes);
 * each answer says what the issued stubs have withheld for the order and what it still claims.
 */
export function createGarnishmentsService(context: AppContext) {
  const { db } = context.database;
  const now = () => context.clock.now().toISOString();

  async function answerOne(companyId: string, employeeId: string, id: string) {
    await employeeOf(db, companyId, employeeId);
    const [row, withheld] = await Promise.all([
      findGarnishment(db, employeeId, id),
      withheldOf(db, employeeId),
    ]);
    if (!row) throw garnishmentNotFound();
    return garnishmentOf(row, withheld.get(row.id) ?? 0, now().slice(0, 10));
  }

  async function mustFind(trx: Db, companyId: string, employeeId: string, id: string) {
    await employeeOf(trx, companyId, employeeId);
    const row = await findGarnishment(trx, employeeId, id);
    if (!row) throw garnishmentNotFound();
    return row;
  }

  async function audit(
    trx: Db,
    access: Access,
    at: string,
    row: { id: string; type: string },
    companyId: string,
    employeeId: string,
    action: 'garnishment.created' | 'garnishment.updated' | 'garnishment.ended',
  ) {
    await writeAuditEvent(trx, at, {
      actorUserId: access.caller.userId,
      action,
      entityType: 'employee_garnishment',
      entityId: row.id,
      companyId,
      details: { employeeId, type: row.type },
    });
  }

  return {
    async list(companyId: string, employeeId: string): Promise<Garnishment[]> {
      await employeeOf(db, companyId, employeeId);
      const today = now().slice(0, 10);
      const [rows, withheld] = await Promise.all([
        garnishmentsOfEmployee(db, employeeId),
        withheldOf(db, employeeId),
      ]);
      return rows.map((row) => garnishmentOf(row, withheld.get(row.id) ?? 0, today));
    },

    async create(
      access: Access,
      companyId: string,
      employeeId: string,
      input: CreateGarnishmentInput,
    ): Promise<Garnishment> {
      const id = newId();
      const at = now();
      await db.transaction().execute(async (trx) => {
        await employeeOf(trx, companyId, employeeId);
        await insertGarnishment(trx, {
          ...garnishmentValuesOf(input),
          id,
          company_id: companyId,
          employee_id: employeeId,
          received_on: at.slice(0, 10),
          now: at,
        });
        await audit(
          trx,
          access,
          at,
          { id, type: input.type },
          companyId,
          employeeId,
          'garnishment.created',
        );
      });
      return answerOne(companyId, employeeId, id);
    },

    async update(
      access: Access,
      companyId: string,
      employeeId: string,
      id: string,
      input: UpdateGarnishmentInput,
    ): Promise<Garnishment> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        const row = await mustFind(trx, companyId, employeeId, id);
        if (row.version !== input.version) throw staleGarnishment();
        const values = changedValues(row, input);
        if (!(await updateGarnishment(trx, id, input.version, values, at))) {
          throw staleGarnishment();
        }
        await audit(trx, access, at, row, companyId, employeeId, 'garnishment.updated');
      });
      return answerOne(companyId, employeeId, id);
    },

    /** Ends the order today (kept for history); one that has already ended keeps its end. */
    async end(access: Access, companyId: string, employeeId: string, id: string) {
      const at = now();
      const today = at.slice(0, 10);
      await db.transaction().execute(async (trx) => {
        const row = await mustFind(trx, companyId, employeeId, id);
        if (row.end_date !== null && row.end_date <= today) return;
        if (!(await updateGarnishment(trx, id, row.version, { end_date: today }, at))) {
          throw staleGarnishment();
        }
        await audit(trx, access, at, row, companyId, employeeId, 'garnishment.ended');
      });
      return answerOne(companyId, employeeId, id);
    },
  };
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
