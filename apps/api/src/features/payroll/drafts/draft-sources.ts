import type {
  CreatePayrollDraftInput,
  OffCycleReason,
  WithholdingMethod,
} from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import type { EmployeeRow } from '../lines/employee-facts';
import { normalisedInputs, type StoredInputs } from '../lines/line-inputs';
import { emptyInputs, type LineInputs } from '../lines/line-types';
import { checkPayDate } from './pay-date-rules';
import { findDraft, findOpenDraftOfPeriod } from './draft-repository';
import { findPayroll, livePayrollOfPeriod } from '../payrolls/payroll-repository';
import { payStubsOf } from '../payrolls/pay-stub-repository';
import {
  employeesOfCompany,
  findPayGroupOfCompany,
  payableMembers,
} from '../lines/line-source-repository';
import { periodEndingOn } from './run-period';

/** What a new draft is made of, whichever of the three forms asked for it. */
export type DraftSource = {
  payGroupId: string;
  payrollId: string | null;
  type: 'regular' | 'off_cycle';
  offCycleReason: OffCycleReason | null;
  withholding: WithholdingMethod;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
  employees: { row: EmployeeRow; inputs: LineInputs }[];
};

const payGroupNotFound = () => notFound('pay_group.not_found', 'The pay group');

async function payGroupOf(db: Db, companyId: string, payGroupId: string) {
  const group = await findPayGroupOfCompany(db, companyId, payGroupId);
  if (!group) throw payGroupNotFound();
  return group;
}

/** A regular run of one period of the schedule: every payable member of the group. */
async function regularSource(
  db: Db,
  companyId: string,
  input: { payGroupId: string; periodEnd: string },
  leadDays: number,
): Promise<DraftSource> {
  const group = await payGroupOf(db, companyId, input.payGroupId);
  const period = periodEndingOn(
    {
      frequency: group.frequency as DraftSource['frequency'],
      firstPeriodEnd: group.first_period_end,
      firstPayDate: group.first_pay_date,
      secondPayDay: group.second_pay_day,
    },
    input.periodEnd,
    leadDays,
  );
  // A schedule's pay date is a business day; its year may still be one without tax figures.
  checkPayDate(period.payDate, 'periodEnd');
  const open = await findOpenDraftOfPeriod(db, group.id, period.periodEnd);
  if (open) {
    throw conflict(
      'payroll_draft.period_taken',
      `The period ending ${period.periodEnd} already has an open draft (${open.id}): continue it, or delete it first.`,
    );
  }
  const live = await livePayrollOfPeriod(db, group.id, period.periodEnd);
  if (live) {
    throw conflict(
      'payroll_draft.period_taken',
      `The period ending ${period.periodEnd} was already paid by payroll ${live.id} (${live.status}): edit that payroll instead.`,
    );
  }
  const members = await payableMembers(db, group.id, period.periodEnd);
  return {
    payGroupId: group.id,
    payrollId: null,
    type: 'regular',
    offCycleReason: null,
    withholding: 'regular',
    ...period,
    frequency: group.frequency as DraftSource['frequency'],
    employees: members.map((row) => ({ row, inputs: emptyInputs() })),
  };
}

/** An approved payroll to edit: its employees with what was entered for them. */
async function editSource(db: Db, companyId: string, payrollId: string): Promise<DraftSource> {
  const payroll = await findPayroll(db, payrollId);
  if (!payroll || payroll.company_id !== companyId)
    throw notFound('payroll.not_found', 'The payroll');
  if (payroll.status !== 'approved') {
    throw conflict(
      'payroll.not_approved',
      `The payroll is ${payroll.status}: only an approved payroll can be edited.`,
    );
  }
  const group = await payGroupOf(db, companyId, payroll.pay_group_id);
  const original = await findDraft(db, companyId, payroll.draft_id);
  const stubs = (await payStubsOf(db, payroll.id)).filter((stub) => stub.status === 'issued');
  const rows = new Map(
    (
      await employeesOfCompany(
        db,
        companyId,
        stubs.map((stub) => stub.employee_id),
      )
    ).map((row) => [row.id, row]),
  );
  const employees = stubs.flatMap((stub) => {
    const row = rows.get(stub.employee_id);
    const details = JSON.parse(stub.details) as { inputs?: StoredInputs };
    return row ? [{ row, inputs: normalisedInputs(details.inputs) }] : [];
  });
  return {
    payGroupId: group.id,
    payrollId: payroll.id,
    type: payroll.type as DraftSource['type'],
    offCycleReason: payroll.off_cycle_reason as OffCycleReason | null,
    withholding: (original?.withholding ?? 'regular') as WithholdingMethod,
    periodStart: payroll.period_start,
    periodEnd: payroll.period_end,
    payDate: payroll.pay_date,
    frequency: group.frequency as DraftSource['frequency'],
    employees,
  };
}

/** An off-cycle run: the chosen employees of the company, nothing paid until entered. */
async function offCycleSource(
  db: Db,
  companyId: string,
  payGroupId: string,
  offCycle: Extract<CreatePayrollDraftInput, { offCycle: unknown }>['offCycle'],
): Promise<DraftSource> {
  checkPayDate(offCycle.payDate, 'offCycle.payDate');
  const group = await payGroupOf(db, companyId, payGroupId);
  const ids = [...new Set(offCycle.employeeIds)];
  const rows = await employeesOfCompany(db, companyId, ids);
  if (rows.length !== ids.length) {
    const known = new Set(rows.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    throw new AppError(
      'payroll_draft.employee_invalid',
      `${unknown.length} of the chosen employees are not employees of the company.`,
      { path: 'offCycle.employeeIds', fieldMessage: `unknown: ${unknown.slice(0, 5).join(', ')}` },
    );
  }
  return {
    payGroupId: group.id,
    payrollId: null,
    type: 'off_cycle',
    offCycleReason: offCycle.reason,
    withholding: offCycle.withholding,
    periodStart: offCycle.periodStart,
    periodEnd: offCycle.periodEnd,
    payDate: offCycle.payDate,
    frequency: group.frequency as DraftSource['frequency'],
    employees: rows.map((row) => ({ row, inputs: emptyInputs() })),
  };
}

export function draftSource(
  db: Db,
  companyId: string,
  input: CreatePayrollDraftInput,
  leadDays: number,
): Promise<DraftSource> {
  if ('payrollId' in input) return editSource(db, companyId, input.payrollId);
  if ('offCycle' in input) return offCycleSource(db, companyId, input.payGroupId, input.offCycle);
  return regularSource(db, companyId, input, leadDays);
}
