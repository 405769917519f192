import {
  parseFilingQuarter,
  type Filing,
  type FilingMark,
  type MarkableFilingForm,
} from '@paydesk/contracts';
import {
  form940DueDate,
  form941DueDate,
  quarterBounds,
  QUARTERS,
  supportedTaxYears,
} from '@paydesk/engine';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import {
  listFilingRecords,
  upsertFilingRecord,
  type FilingRecordRow,
} from './filing-record-repository';
import { stateFilingStubs } from './state-filing-repository';
import { statesFiledFor } from './state-filing-lines';

/** The last day of a quarter given as `2026Q4`. */
function quarterEnd(period: string): string {
  const parsed = parseFilingQuarter(period);
  if (!parsed) throw new AppError('request.invalid', 'body.period: must be 2026Q4');
  return quarterBounds(parsed.year, parsed.quarter).end;
}

/**
 * Which returns a company files in a year and where each stands. Only the day the owner marks a
 * return filed is kept; which returns there are and their due dates follow from the stubs.
 */
export function createFilingStatusService(context: AppContext) {
  const { db } = context.database;
  const today = () => context.clock.now().toISOString().slice(0, 10);
  const recordKey = (form: string, period: string, state: string | null) =>
    `${form}|${period}|${state ?? ''}`;

  /**
   * The year's returns: Form 941 for each quarter and Form 940, then each quarter's state
   * withholding return and unemployment wage report of every state the year's stubs paid in
   * (due, as the states make them, the last day of the month after the quarter). A period is
   * `ready` once it has ended (today is after it), `filed` once the owner marked it.
   */
  async function list(companyId: string, year: number): Promise<Filing[]> {
    const on = today();
    const records = await listFilingRecords(db, companyId, year);
    const filedOn = new Map(
      records.map((row) => [recordKey(row.form, row.period, row.state || null), row.filed_on]),
    );
    const states = statesFiledFor(
      await stateFilingStubs(db, companyId, `${year}-01-01`, `${year}-12-31`),
    );
    const filing = (
      form: Filing['form'],
      period: string,
      dueDate: string,
      end: string,
      state: string | null = null,
    ): Filing => {
      const filed = filedOn.get(recordKey(form, period, state)) ?? null;
      const status = filed !== null ? 'filed' : on > end ? 'ready' : 'open';
      return { form, period, dueDate, status, state, filedOn: filed };
    };
    const quarterly = (form: Filing['form'], state: string | null) =>
      QUARTERS.map((quarter) =>
        filing(
          form,
          `${year}Q${quarter}`,
          form941DueDate(year, quarter),
          quarterBounds(year, quarter).end,
          state,
        ),
      );
    return [
      ...quarterly('941', null),
      filing('940', String(year), form940DueDate(year), `${year}-12-31`),
      ...states.withholding.flatMap((state) => quarterly('state_withholding', state)),
      ...states.unemployment.flatMap((state) => quarterly('state_unemployment', state)),
    ];
  }

  /**
   * Marks a return filed on a day: one the year's list holds (404 otherwise), whose period has
   * ended (409 while it runs), filed after its period and not after today (400). Marking it again
   * replaces the day.
   */
  async function markFiled(
    access: Access,
    companyId: string,
    form: MarkableFilingForm,
    mark: FilingMark,
  ): Promise<Filing> {
    const yearly = form === '940';
    const shape = yearly ? /^\d{4}$/ : /^\d{4}Q[1-4]$/;
    if (!shape.test(mark.period)) {
      const expected = yearly ? 'a year such as 2026' : 'a quarter such as 2026Q4';
      throw new AppError('request.invalid', `body.period: must be ${expected} for ${form}`, {
        path: 'body.period',
        fieldMessage: `must be ${expected}`,
        codeOnField: false,
      });
    }
    const federal = form === '941' || form === '940';
    if (federal === (mark.state !== undefined)) {
      const detail = federal
        ? `body.state: Form ${form} is a federal return and has no state`
        : 'body.state: a state return needs its state, such as IL';
      throw new AppError('request.invalid', detail, { path: 'body.state', codeOnField: false });
    }
    const state = mark.state ?? null;
    const year = Number(mark.period.slice(0, 4));
    const known = supportedTaxYears().includes(year) ? await list(companyId, year) : [];
    const current = known.find(
      (item) => item.form === form && item.period === mark.period && item.state === state,
    );
    if (!current) throw notFound('filing.not_found', 'The return');
    const name = state ? `${form} ${state} ${mark.period}` : `${form} ${mark.period}`;
    if (current.status === 'open') {
      throw conflict(
        'filing.period_open',
        `The return ${name} cannot be filed yet: its period has not ended.`,
      );
    }
    const end = yearly ? `${year}-12-31` : quarterEnd(mark.period);
    const on = today();
    if (mark.filedOn > on || mark.filedOn <= end) {
      throw new AppError(
        'filing.filed_on_invalid',
        `The filing date ${mark.filedOn} must be after the period’s end (${end}) and not after today (${on}).`,
        { path: 'filedOn', fieldMessage: `must be from the day after ${end} to ${on}` },
      );
    }
    const row: FilingRecordRow = {
      company_id: companyId,
      form,
      period: mark.period,
      state: state ?? '',
      filed_on: mark.filedOn,
      recorded_by: access.caller.userId,
      recorded_at: context.clock.now().toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      await upsertFilingRecord(trx, row);
      await writeAuditEvent(trx, row.recorded_at, {
        actorUserId: access.caller.userId,
        action: 'tax-filing.filed',
        entityType: 'tax_filing',
        entityId: recordKey(form, mark.period, state),
        companyId,
        details: { form, period: mark.period, state, filedOn: mark.filedOn },
      });
    });
    return { ...current, status: 'filed', filedOn: mark.filedOn };
  }

  return { list, markFiled };
}

export type FilingStatusService = ReturnType<typeof createFilingStatusService>;
