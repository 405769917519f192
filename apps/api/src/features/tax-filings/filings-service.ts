import {
  parseFilingQuarter,
  type Form940,
  type Form941,
  type Form941Query,
} from '@paydesk/contracts';
import {
  FUTA_CREDIT_REDUCTIONS,
  form940DueDate,
  form940Lines,
  form941DueDate,
  form941Lines,
  formatRate,
  isEngineInputError,
  quarterBounds,
  supportedTaxYears,
  type Form941Paycheck,
} from '@paydesk/engine';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { TaxDepositsService } from './deposits/tax-deposits-service';
import { AppError, notFound } from '@paydesk/api/platform/errors/app-error';
import { form941Paychecks, futaPayments } from './filing-paychecks';
import { form940Pdf } from './form-940-pdf';
import { form941Pdf } from './form-941-pdf';
import {
  employeesPaidForDay,
  filerOf,
  filingStubs,
  type FilerRow,
  type FilingStubRow,
} from './filing-repository';

/** The filer as the forms' headers print it. */
export type Filer = { name: string; ein: string | null; address: string[] };

const filerLines = (row: FilerRow): string[] =>
  row.address_line1 === null
    ? []
    : [
        [row.address_line1, row.address_line2].filter(Boolean).join(', '),
        `${row.city ?? ''}, ${row.state ?? ''} ${row.zip_code ?? ''}`.trim(),
      ];

function checkTaxYear(year: number, field: string): void {
  if (supportedTaxYears().includes(year)) return;
  const detail = `${field}: has no tax data for ${year}; supported tax years: ${supportedTaxYears().join(', ')}`;
  throw new AppError('request.invalid', detail, { path: field, codeOnField: false });
}

const liabilityOf = (p: Form941Paycheck): number =>
  p.federalIncomeTaxCents +
  p.employeeSocialSecurityCents +
  p.employeeMedicareCents +
  p.additionalMedicareCents +
  p.employerSocialSecurityCents +
  p.employerMedicareCents;

function monthsOf(paychecks: readonly Form941Paycheck[], quarter: number) {
  const months: [number, number, number] = [0, 0, 0];
  for (const paycheck of paychecks) {
    const index = Number(paycheck.payDate.slice(5, 7)) - (quarter * 3 - 2);
    months[index] = (months[index] ?? 0) + liabilityOf(paycheck);
  }
  return months;
}

/** A stub the rules cannot read (a payment without a state) is named, not a server error. */
function computed<T>(form: string, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (!isEngineInputError(error)) throw error;
    throw new AppError(
      'request.unprocessable',
      `${form} cannot be computed from the pay stubs: ${error.field} ${error.message}.`,
    );
  }
}

/**
 * Form 940's lines; a year whose credit-reduction states the Department of Labor has not made
 * final (after 10 November) cannot be filed yet, and says so rather than guess Schedule A.
 */
function linesOf940(year: number, rows: readonly FilingStubRow[], depositsCents: number) {
  if (!FUTA_CREDIT_REDUCTIONS[year]) {
    throw new AppError(
      'request.unprocessable',
      `Form 940 for ${year} cannot be computed yet: the FUTA credit reduction states of ${year} are not on file (the Department of Labor makes them final after 10 November ${year}).`,
      { path: 'querystring.year', codeOnField: false },
    );
  }
  return computed(`Form 940 for ${year}`, () =>
    form940Lines({ year, payments: futaPayments(rows), depositsCents }),
  );
}

/** What the deposits recorded as paid add up to, of one form, over a span of deposit periods. */
async function depositsMade(
  deposits: Pick<TaxDepositsService, 'list'>,
  companyId: string,
  year: number,
  form: '941' | '940',
  from: string,
  to: string,
) {
  const list = await deposits.list(companyId, year);
  const made = list.items
    .filter((item) => item.form === form && item.status === 'recorded')
    .filter((item) => item.periodStart >= from && item.periodStart <= to)
    .reduce((sum, item) => sum + item.amountCents, 0);
  return { schedule: list.depositSchedule, made };
}

/**
 * Forms 941 and 940 computed every time from the issued stubs of the company's committed
 * payrolls, never from stored totals: a voided payment leaves them at once. Line 13 adds up the
 * deposits whose payment was recorded, on the schedule the deposits follow.
 */
export function createFilingsService(
  context: AppContext,
  deposits: Pick<TaxDepositsService, 'list'>,
) {
  const { db } = context.database;
  const filer = async (companyId: string): Promise<Filer> => {
    const row = await filerOf(db, companyId);
    if (!row) throw notFound('company.not_found', 'The company');
    return { name: row.name, ein: row.federal_ein, address: filerLines(row) };
  };

  async function form941(companyId: string, query: Form941Query): Promise<Form941> {
    const period = parseFilingQuarter(query.quarter);
    if (!period) throw new AppError('request.invalid', 'querystring.quarter: must be 2026Q4');
    const { year, quarter } = period;
    checkTaxYear(year, 'querystring.quarter');
    const { start, end } = quarterBounds(year, quarter);
    const rows = await filingStubs(db, companyId, `${year}-01-01`, end);
    const paychecks = form941Paychecks(year, rows, start);
    const twelfth = `${year}-${String(quarter * 3).padStart(2, '0')}-12`;
    const { schedule, made } = await depositsMade(deposits, companyId, year, '941', start, end);
    const paidForThe12th = await employeesPaidForDay(db, companyId, twelfth);
    const lines = computed(`Form 941 for ${query.quarter}`, () =>
      form941Lines({
        year,
        quarter,
        paychecks,
        employeesPaidForThe12th: paidForThe12th,
        depositsCents: made,
        depositor: { schedule },
      }),
    );
    const { ein } = await filer(companyId);
    const line16 = lines.line16;
    return {
      quarter: query.quarter,
      ein,
      depositSchedule: schedule,
      dueDate: form941DueDate(year, quarter),
      lines: {
        '1': lines.line1,
        '2': lines.line2,
        '3': lines.line3,
        '5a': { wagesCents: lines.line5aWages, taxCents: lines.line5aTax },
        '5c': { wagesCents: lines.line5cWages, taxCents: lines.line5cTax },
        '5d': { wagesCents: lines.line5dWages, taxCents: lines.line5dTax },
        '5e': lines.line5e,
        '6': lines.line6,
        '7': lines.line7,
        '10': lines.line10,
        '12': lines.line12,
        '13': lines.line13,
        '14': lines.line14,
        '15': lines.line15,
        '16': line16.box,
      },
      monthlyLiabilityCents: monthsOf(paychecks, quarter),
      scheduleB:
        line16.box === 3
          ? line16.scheduleB.days.map(({ payDate, cents }) => ({ date: payDate, cents }))
          : [],
    };
  }

  async function form940(companyId: string, year: number): Promise<Form940> {
    checkTaxYear(year, 'querystring.year');
    const rows = await filingStubs(db, companyId, `${year}-01-01`, `${year}-12-31`);
    const { made } = await depositsMade(
      deposits,
      companyId,
      year,
      '940',
      `${year}-01-01`,
      `${year}-12-31`,
    );
    const l = linesOf940(year, rows, made);
    const { ein } = await filer(companyId);
    return {
      year,
      ein,
      dueDate: form940DueDate(year),
      lines: {
        '1a': l.line1a,
        '1b': l.line1b,
        '2': l.line2,
        '3': l.line3,
        '4': l.line4,
        '5': l.line5,
        '6': l.line6,
        '7': l.line7,
        '8': l.line8,
        '9': l.line9,
        '10': l.line10,
        '11': l.line11,
        '12': l.line12,
        '13': l.line13,
        '14': l.line14,
        '15': l.line15,
        '16a': l.line16a,
        '16b': l.line16b,
        '16c': l.line16c,
        '16d': l.line16d,
        '17': l.line17,
      },
      scheduleA: l.scheduleA.map((row) => ({
        state: row.state,
        taxableWagesCents: row.taxableWagesCents,
        creditReductionPercent: formatRate(row.rate),
        creditReductionCents: row.creditReductionCents,
      })),
    };
  }

  return {
    form941,
    form940,
    form941File: async (companyId: string, query: Form941Query) =>
      form941Pdf(await form941(companyId, query), await filer(companyId)),
    form940File: async (companyId: string, year: number) =>
      form940Pdf(await form940(companyId, year), await filer(companyId)),
  };
}

export type FilingsService = ReturnType<typeof createFilingsService>;
