import {
  employeeAddressSchema,
  payLineTexts,
  recurringDeductionLineCode,
  type CreateDeductionInput,
  type CreateGarnishmentInput,
  type Deduction,
  type EmployerContribution,
  type EmployerMatchTier,
  type Garnishment,
  type GarnishmentType,
  type HsaCoverage,
  type RecurringDeductionKind,
} from '@paydesk/contracts';
import { z } from 'zod';
import type {
  DeductionRow,
  DeductionValues,
  GarnishmentRow,
  GarnishmentValues,
} from './deduction-repository';
import type { EmployeeFigures } from './stub-figures';

/** 5.25% is kept as 525 basis points, so that no percentage is a floating-point column. */
export const toBasisPoints = (percentage: number): number => Math.round(percentage * 100);
export const toPercentage = (basisPoints: number): number => basisPoints / 100;

const codes: Readonly<Record<string, string>> = payLineTexts.en.codes;

/** The kind's name in the vocabulary: what a deduction without its own label is called. */
export const kindName = (kind: RecurringDeductionKind): string =>
  codes[recurringDeductionLineCode(kind)] ?? kind;

export const orderName = (type: GarnishmentType): string => codes[type] ?? type;

const matchSchema = z.array(z.object({ upToPercentOfPay: z.number(), ratePercent: z.number() }));

/** The employer's part as the API takes and answers it. */
export function employerOf(row: DeductionRow): EmployerContribution | null {
  if (row.employer_amount_cents !== null) return { amountCents: row.employer_amount_cents };
  if (row.employer_basis_points !== null) {
    return { percentage: toPercentage(row.employer_basis_points) };
  }
  if (row.employer_match !== null) {
    return { match: matchSchema.parse(JSON.parse(row.employer_match)) as EmployerMatchTier[] };
  }
  return null;
}

export const employerColumns = (employer: EmployerContribution | null | undefined) => ({
  employer_amount_cents: employer?.amountCents ?? null,
  employer_basis_points:
    employer?.percentage !== undefined ? toBasisPoints(employer.percentage) : null,
  employer_match: employer?.match ? JSON.stringify(employer.match) : null,
});

export const deductionValuesOf = (input: CreateDeductionInput): DeductionValues => ({
  kind: input.kind,
  label: input.label ?? null,
  amount_cents: input.amountCents ?? null,
  percentage_basis_points: input.percentage !== undefined ? toBasisPoints(input.percentage) : null,
  annual_limit_cents: input.annualLimitCents ?? null,
  hsa_coverage: input.hsaCoverage ?? null,
  ...employerColumns(input.employer),
  start_date: input.startDate,
  end_date: input.endDate ?? null,
});

export const isActiveOn = (
  row: { start_date: string; end_date: string | null },
  day: string,
): boolean => row.start_date <= day && (row.end_date === null || row.end_date >= day);

/** The kinds that share one yearly limit: §402(g) counts traditional and Roth deferrals together. */
export const limitGroupOf = (kind: RecurringDeductionKind): readonly string[] =>
  kind === '401k' || kind === 'roth401k'
    ? ['401k', 'roth401k']
    : [recurringDeductionLineCode(kind)];

/**
 * A deduction as answered, with the year's figures of its employee's stubs. `statutoryLimit` is
 * the tax year's limit for its kind (null when the tax year has none for it).
 */
export function deductionOf(
  row: DeductionRow,
  figures: EmployeeFigures,
  today: string,
  statutoryLimit: number | null,
): Deduction {
  const kind = row.kind as RecurringDeductionKind;
  const own = figures.byDeduction.get(row.id) ?? { employeeCents: 0, employerCents: 0 };
  const limits = [row.annual_limit_cents, statutoryLimit].filter(
    (limit): limit is number => limit !== null,
  );
  const limitCents = limits.length === 0 ? null : Math.min(...limits);
  // The tax year's limit is used by every deduction of the group; the deduction's own only by it.
  const groupUsed = limitGroupOf(kind).reduce(
    (sum, code) => sum + (figures.byCode.get(code)?.employeeCents ?? 0),
    0,
  );
  const remaining = [
    row.annual_limit_cents === null ? null : row.annual_limit_cents - own.employeeCents,
    statutoryLimit === null ? null : statutoryLimit - groupUsed,
  ].filter((value): value is number => value !== null);
  return {
    id: row.id,
    companyId: row.company_id,
    employeeId: row.employee_id,
    kind,
    label: row.label ?? kindName(kind),
    amountCents: row.amount_cents,
    percentage:
      row.percentage_basis_points === null ? null : toPercentage(row.percentage_basis_points),
    annualLimitCents: row.annual_limit_cents,
    hsaCoverage: row.hsa_coverage as HsaCoverage | null,
    employer: employerOf(row),
    startDate: row.start_date,
    endDate: row.end_date,
    active: isActiveOn(row, today),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ytdCents: own.employeeCents,
    employerYtdCents: own.employerCents,
    limitCents,
    remainingLimitCents: remaining.length === 0 ? null : Math.max(0, Math.min(...remaining)),
  };
}

export const garnishmentValuesOf = (input: CreateGarnishmentInput): GarnishmentValues => ({
  type: input.type,
  case_number: input.caseNumber,
  issuer: input.issuer,
  amount_cents: input.amountCents ?? null,
  percentage_basis_points: input.percentage !== undefined ? toBasisPoints(input.percentage) : null,
  supports_other_family: input.supportsOtherFamily ? 1 : 0,
  arrears_over_12_weeks: input.arrearsOver12Weeks ? 1 : 0,
  total_owed_cents: input.totalOwedCents ?? null,
  exempt_amount_cents: input.exemptAmountCents ?? null,
  payee_name: input.payee.name,
  payee_address: JSON.stringify(input.payee.address),
  start_date: input.startDate,
  end_date: input.endDate ?? null,
});

export const payeeAddressOf = (row: Pick<GarnishmentRow, 'payee_address'>) =>
  employeeAddressSchema.parse(JSON.parse(row.payee_address));

/** What an order still claims, given what was withheld for it; null without a total owed. */
export const remainingOf = (row: GarnishmentRow, withheld: number): number | null =>
  row.total_owed_cents === null ? null : Math.max(0, row.total_owed_cents - withheld);

export function garnishmentOf(row: GarnishmentRow, withheld: number, today: string): Garnishment {
  const remaining = remainingOf(row, withheld);
  return {
    id: row.id,
    companyId: row.company_id,
    employeeId: row.employee_id,
    type: row.type as GarnishmentType,
    caseNumber: row.case_number,
    issuer: row.issuer,
    amountCents: row.amount_cents,
    percentage:
      row.percentage_basis_points === null ? null : toPercentage(row.percentage_basis_points),
    supportsOtherFamily: row.supports_other_family === 1,
    arrearsOver12Weeks: row.arrears_over_12_weeks === 1,
    totalOwedCents: row.total_owed_cents,
    exemptAmountCents: row.exempt_amount_cents,
    payee: { name: row.payee_name, address: payeeAddressOf(row) },
    startDate: row.start_date,
    endDate: row.end_date,
    receivedOn: row.received_on,
    active: isActiveOn(row, today) && remaining !== 0,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    withheldToDateCents: withheld,
    remainingCents: remaining,
  };
}
