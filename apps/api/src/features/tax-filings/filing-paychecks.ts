import {
  deductionTreatments,
  findTaxYear,
  loweredWagesOf,
  type Form941Paycheck,
  type FutaPayment,
} from '@paydesk/engine';
import { z } from 'zod';
import type { FilingStubRow } from './filing-repository';

const taxLine = z.object({
  code: z.string(),
  amountCents: z.number().int(),
  jurisdiction: z.optional(z.object({ state: z.optional(z.string()) }).passthrough()),
});

/** What the returns read of a stub's stored details; every other part is left as stored. */
const filingDetailsSchema = z.object({
  employeeTaxes: z.array(taxLine),
  employerTaxes: z.array(taxLine),
  deductions: z.array(
    z.object({ code: z.string().optional(), kind: z.string(), amountCents: z.number().int() }),
  ),
});
type FilingDetails = z.infer<typeof filingDetailsSchema>;

const sumOf = (lines: readonly { code: string; amountCents: number }[], code: string): number =>
  lines.reduce((sum, line) => (line.code === code ? sum + line.amountCents : sum), 0);

const loweringIncomeTax = new Set(
  Object.entries(deductionTreatments)
    .filter(([, treatment]) => loweredWagesOf[treatment.group].incomeTax)
    .map(([code]) => code),
);

/**
 * Wages as in W-2 box 1: the gross less the deductions that lower income-tax wages (the
 * cafeteria-plan benefits and 401(k) deferrals), at the amounts the stub applied. Garnishments
 * and after-tax deductions lower nothing.
 */
const incomeTaxWagesOf = (row: FilingStubRow, details: FilingDetails): number =>
  row.gross_cents -
  details.deductions.reduce(
    (sum, line) => (loweringIncomeTax.has(line.code ?? line.kind) ? sum + line.amountCents : sum),
    0,
  );

/** The part of `wages` inside `[floor, ceiling)` of the year, after `before` already paid. */
const band = (before: number, wages: number, floor: number, ceiling: number): number =>
  Math.max(0, Math.min(before + wages, ceiling) - Math.max(before, floor));

type Parsed = { row: FilingStubRow; details: FilingDetails };

const parsedOf = (rows: readonly FilingStubRow[]): Parsed[] =>
  rows.map((row) => ({ row, details: filingDetailsSchema.parse(JSON.parse(row.details)) }));

/**
 * The quarter's paychecks as Form 941 counts them, from the stubs of the year up to the quarter's
 * end in pay-date order: a stub keeps its wages subject to social security and Medicare before
 * the wage base, so the base (and the Additional Medicare threshold) is applied here to each
 * employee's running total of the year, the way the engine taxed them.
 */
export function form941Paychecks(
  year: number,
  yearRows: readonly FilingStubRow[],
  quarterStart: string,
): Form941Paycheck[] {
  const data = findTaxYear(year);
  const wageBase = data.socialSecurity.wageBaseCents;
  const threshold = data.medicare.additionalThresholdCents;
  const socialSecurityBefore = new Map<string, number>();
  const medicareBefore = new Map<string, number>();
  const paychecks: Form941Paycheck[] = [];
  for (const { row, details } of parsedOf(yearRows)) {
    const id = row.employee_id;
    const ssBefore = socialSecurityBefore.get(id) ?? 0;
    const mBefore = medicareBefore.get(id) ?? 0;
    socialSecurityBefore.set(id, ssBefore + row.social_security_wages_cents);
    medicareBefore.set(id, mBefore + row.medicare_wages_cents);
    if (row.pay_date < quarterStart) continue;
    const employee = details.employeeTaxes;
    const employer = details.employerTaxes;
    paychecks.push({
      employeeId: id,
      payDate: row.pay_date,
      wagesCents: incomeTaxWagesOf(row, details),
      federalIncomeTaxCents: sumOf(employee, 'federalIncomeTax'),
      socialSecurityWagesCents: band(ssBefore, row.social_security_wages_cents, 0, wageBase),
      medicareWagesCents: row.medicare_wages_cents,
      additionalMedicareWagesCents: band(mBefore, row.medicare_wages_cents, threshold, Infinity),
      employeeSocialSecurityCents: sumOf(employee, 'socialSecurity'),
      employeeMedicareCents: sumOf(employee, 'medicare'),
      additionalMedicareCents: sumOf(employee, 'additionalMedicare'),
      employerSocialSecurityCents: sumOf(employer, 'socialSecurity'),
      employerMedicareCents: sumOf(employer, 'medicare'),
    });
  }
  return paychecks;
}

const STATE_CODE = /^[A-Z]{2}$/;

/**
 * The year's payments as Form 940 counts them: the gross, of which the part outside FUTA wages
 * (the cafeteria-plan benefits) is exempt; the state is the one whose unemployment tax the stub
 * paid, else the employee's work state.
 */
export function futaPayments(rows: readonly FilingStubRow[]): FutaPayment[] {
  return parsedOf(rows).map(({ row, details }) => {
    const suta = details.employerTaxes.find(
      (line) => line.code === 'suta' && STATE_CODE.test(line.jurisdiction?.state ?? ''),
    );
    const state = suta?.jurisdiction?.state ?? row.work_state ?? '';
    return {
      employeeId: row.employee_id,
      payDate: row.pay_date,
      paymentsCents: row.gross_cents,
      exemptCents: Math.min(row.gross_cents, Math.max(0, row.gross_cents - row.futa_wages_cents)),
      state,
    };
  });
}
