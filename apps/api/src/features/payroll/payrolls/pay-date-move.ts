import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict } from '@paydesk/api/platform/errors/app-error';
import { buildLines, type LinePorts } from '../lines/line-builder';
import { createDraftLinesService } from '../drafts/draft-lines-service';
import { findDraft } from '../drafts/draft-repository';
import { draftSource } from '../drafts/draft-sources';
import type { PayrollRow } from './payroll-repository';
import {
  payStubsOf,
  rewritePayStub,
  yearToDateDetails,
  type NewPayStub,
} from './pay-stub-repository';
import { priorYearOf, stubOf } from './stub-builder';

/** A stub's money, each figure a name and its cents (what a date move may not change). */
type Figures = Record<string, number | string>;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The amounts of a stub and of every line of its details, with their year-to-date figures. */
function figuresOf(stub: NewPayStub): Figures {
  const figures: Figures = {
    'gross pay': Number(stub.gross_cents),
    'employee taxes': Number(stub.employee_taxes_cents),
    'employer taxes': Number(stub.employer_taxes_cents),
    deductions: Number(stub.deductions_cents),
    'employer contributions': Number(stub.employer_contributions_cents ?? 0),
    reimbursements: Number(stub.reimbursements_cents),
    'net pay': Number(stub.net_pay_cents),
    'social security wages': Number(stub.social_security_wages_cents),
    'Medicare wages': Number(stub.medicare_wages_cents),
    'FUTA wages': Number(stub.futa_wages_cents),
    'SUTA wages': Number(stub.suta_wages_cents),
    'supplemental wages': Number(stub.supplemental_wages_cents),
  };
  const details = JSON.parse(stub.details) as Record<string, unknown>;
  for (const section of [
    'earnings',
    'employeeTaxes',
    'employerTaxes',
    'deductions',
    'garnishments',
    'employerContributions',
  ]) {
    const lines = (details[section] ?? []) as { amountCents: number; ytdCents?: number }[];
    // Explanations and labels are words: only the cents of each line count.
    figures[`${section} lines`] = JSON.stringify(
      lines.map((line) => [line.amountCents, line.ytdCents ?? null]),
    );
  }
  figures['year to date'] = JSON.stringify(details.ytd ?? null);
  figures.deposits = JSON.stringify(details.deposits ?? []);
  return figures;
}

/** What differs between the stub as approved and as the new date computes it, in words. */
function differences(before: NewPayStub, after: NewPayStub | undefined): string[] {
  if (!after) return ['it could not be computed'];
  const [old, fresh] = [figuresOf(before), figuresOf(after)];
  return Object.keys(old).flatMap((name) => {
    const [was, becomes] = [old[name], fresh[name]];
    if (was === becomes) return [];
    return typeof was === 'number' && typeof becomes === 'number'
      ? [`${name} ${dollars(was)} → ${dollars(becomes)}`]
      : [`${name} change`];
  });
}

/**
 * A payroll's move to another pay date in its year, inside the PATCH's transaction: every issued
 * stub is computed again as an edit would on the new date (the payroll's inputs, the employees'
 * records now, the year-to-date before the new date, the tax rules in force on it). When every
 * figure stays the same, the stubs take the new date and the fresh computation (its explanations
 * name the rules of the new date); when any differs, the move is refused so the owner reviews the
 * new figures in an edit rather than having approved money change under a date field.
 */
export function createPayDateMove(context: AppContext, ports: LinePorts) {
  const lines = createDraftLinesService(context, ports);

  return async function moveStubs(db: Db, payroll: PayrollRow, payDate: string): Promise<void> {
    const draft = await findDraft(db, payroll.company_id, payroll.draft_id);
    if (!draft) throw conflict('payroll.not_approved', 'The payroll has lost its draft.');
    const source = await draftSource(
      db,
      payroll.company_id,
      { payrollId: payroll.id },
      context.config.achLeadDays,
    );
    const moved = { ...draft, payroll_id: payroll.id, pay_date: payDate };
    const fresh = await buildLines(
      db,
      ports,
      await lines.buildContextOf(db, moved),
      source.employees.map((employee) => ({ ...employee, excluded: false })),
    );
    const prior = priorYearOf(
      await yearToDateDetails(
        db,
        fresh.map((line) => line.employee_id),
        payDate,
        payroll.id,
      ),
    );
    const now = context.clock.now().toISOString();
    const run = {
      payrollId: payroll.id,
      companyId: payroll.company_id,
      payGroupId: payroll.pay_group_id,
      periodStart: payroll.period_start,
      periodEnd: payroll.period_end,
      payDate,
      now,
    };
    const freshStubs = new Map(
      fresh.map((line) => [
        line.employee_id,
        stubOf(
          { ...line, excluded: 0 } as Parameters<typeof stubOf>[0],
          run,
          prior.get(line.employee_id),
        ),
      ]),
    );
    const issued = (await payStubsOf(db, payroll.id)).filter((stub) => stub.status === 'issued');
    const changed = issued.flatMap((stub) => {
      const found = differences(stub, freshStubs.get(stub.employee_id));
      return found.length === 0
        ? []
        : [`${stub.first_name} ${stub.last_name}: ${found.join(', ')}`];
    });
    if (changed.length > 0) {
      throw new AppError(
        'payroll.pay_date_changes_figures',
        `Paying on ${payDate} instead of ${payroll.pay_date} changes the figures of ${changed.length} of ${issued.length} pay ${issued.length === 1 ? 'stub' : 'stubs'} (${changed.slice(0, 3).join('; ')}${changed.length > 3 ? '; …' : ''}). Edit the payroll to change its pay date: the draft shows the new figures for you to review before you approve them.`,
        { path: 'payDate', fieldMessage: 'changes the figures: edit the payroll instead' },
      );
    }
    for (const stub of issued) {
      const computed = freshStubs.get(stub.employee_id);
      if (computed) await rewritePayStub(db, stub.id, computed);
    }
  };
}
