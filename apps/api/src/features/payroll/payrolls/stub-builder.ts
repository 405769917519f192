import { newId } from '@paydesk/api/platform/ids';
import { computedOf, inputsOf } from '../lines/line-answer';
import { payLineKey } from '../lines/pay-line-key';
import type { DraftLineRow } from '../drafts/draft-line-repository';
import type { NewPayStub } from './pay-stub-repository';
import type { ComputedLine } from '../lines/line-types';

type Amount = { amountCents: number };
type Line = Amount & PayLineRef;
type Sections = {
  earnings: Line[];
  employeeTaxes: Line[];
  employerTaxes: Line[];
  deductions: (Amount & { code?: string; kind: string })[];
  /** Stubs written before orders and employer contributions were kept have neither. */
  garnishments?: Line[];
  employerContributions?: Line[];
};
type PayLineRef = Parameters<typeof payLineKey>[0];

/** What an employee was paid earlier in the year, per stub line and in total. */
export type PriorYear = {
  lines: Map<string, number>;
  grossCents: number;
  netPayCents: number;
  employeeTaxesCents: number;
  employerTaxesCents: number;
  deductionsCents: number;
};

const keyOf = (section: keyof Sections, line: PayLineRef) => `${section}:${payLineKey(line)}`;

/** A deduction's code: lines stored before deductions carried one have their kind. */
const deductionRef = (line: { code?: string; kind: string }): PayLineRef => ({
  code: line.code ?? line.kind,
});

const sectionCodes = (details: Sections) => [
  ...details.earnings.map((line) => [keyOf('earnings', line), line.amountCents] as const),
  ...details.employeeTaxes.map((line) => [keyOf('employeeTaxes', line), line.amountCents] as const),
  ...details.employerTaxes.map((line) => [keyOf('employerTaxes', line), line.amountCents] as const),
  ...details.deductions.map(
    (line) => [keyOf('deductions', deductionRef(line)), line.amountCents] as const,
  ),
  ...(details.garnishments ?? []).map(
    (line) => [keyOf('garnishments', line), line.amountCents] as const,
  ),
  ...(details.employerContributions ?? []).map(
    (line) => [keyOf('employerContributions', line), line.amountCents] as const,
  ),
];

/**
 * The employer's contributions of a line, apart from what the employee gave: one per deduction
 * the employer adds to, under the deduction's code.
 */
const employerContributionsOf = (deductions: ComputedLine['deductions']) =>
  deductions
    .filter((deduction) => (deduction.employerAmountCents ?? 0) > 0)
    .map((deduction) => ({
      code: deduction.code ?? deduction.kind,
      label: deduction.label,
      ...(deduction.deductionId !== undefined ? { deductionId: deduction.deductionId } : {}),
      amountCents: deduction.employerAmountCents ?? 0,
    }));

/** Adds up the earlier stubs of the year, per employee. */
export function priorYearOf(
  stubs: {
    employee_id: string;
    details: string;
    gross_cents: number;
    net_pay_cents: number;
    employee_taxes_cents: number;
    employer_taxes_cents: number;
    deductions_cents: number;
  }[],
): Map<string, PriorYear> {
  const prior = new Map<string, PriorYear>();
  for (const stub of stubs) {
    const entry = prior.get(stub.employee_id) ?? {
      lines: new Map<string, number>(),
      grossCents: 0,
      netPayCents: 0,
      employeeTaxesCents: 0,
      employerTaxesCents: 0,
      deductionsCents: 0,
    };
    for (const [key, cents] of sectionCodes(JSON.parse(stub.details) as Sections)) {
      entry.lines.set(key, (entry.lines.get(key) ?? 0) + cents);
    }
    entry.grossCents += Number(stub.gross_cents);
    entry.netPayCents += Number(stub.net_pay_cents);
    entry.employeeTaxesCents += Number(stub.employee_taxes_cents);
    entry.employerTaxesCents += Number(stub.employer_taxes_cents);
    entry.deductionsCents += Number(stub.deductions_cents);
    prior.set(stub.employee_id, entry);
  }
  return prior;
}

export type StubRun = {
  payrollId: string;
  companyId: string;
  payGroupId: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  now: string;
};

/**
 * The immutable pay stub of one line: the draft's figures, each line with its year-to-date
 * amount, the year-to-date totals, the deposits, and what was entered (an edit starts from it).
 */
export function stubOf(line: DraftLineRow, run: StubRun, prior: PriorYear | undefined): NewPayStub {
  const computed = computedOf(line);
  const ytdOf = (section: keyof Sections, line: PayLineRef, cents: number) =>
    (prior?.lines.get(keyOf(section, line)) ?? 0) + cents;
  const details = {
    earnings: computed.earnings.map((earning) => ({
      ...earning,
      ytdCents: ytdOf('earnings', earning, earning.amountCents),
    })),
    employeeTaxes: computed.employeeTaxes.map((tax) => ({
      ...tax,
      ytdCents: ytdOf('employeeTaxes', tax, tax.amountCents),
    })),
    employerTaxes: computed.employerTaxes.map((tax) => ({
      ...tax,
      ytdCents: ytdOf('employerTaxes', tax, tax.amountCents),
    })),
    deductions: computed.deductions.map((deduction) => ({
      ...deduction,
      ytdCents: ytdOf('deductions', deductionRef(deduction), deduction.amountCents),
    })),
    garnishments: (computed.garnishments ?? []).map((order) => ({
      ...order,
      ytdCents: ytdOf('garnishments', order, order.amountCents),
    })),
    employerContributions: employerContributionsOf(computed.deductions).map((line) => ({
      ...line,
      ytdCents: ytdOf('employerContributions', line, line.amountCents),
    })),
    ytd: {
      grossCents: (prior?.grossCents ?? 0) + computed.grossCents,
      netPayCents: (prior?.netPayCents ?? 0) + computed.netPayCents,
      employeeTaxesCents: (prior?.employeeTaxesCents ?? 0) + computed.employeeTaxesCents,
      employerTaxesCents: (prior?.employerTaxesCents ?? 0) + computed.employerTaxesCents,
      deductionsCents: (prior?.deductionsCents ?? 0) + computed.deductionsCents,
    },
    deposits: computed.deposits,
    reimbursementsCents: computed.reimbursementsCents,
    inputs: inputsOf(line),
  };
  return {
    id: newId(),
    payroll_id: run.payrollId,
    company_id: run.companyId,
    employee_id: line.employee_id,
    pay_group_id: run.payGroupId,
    period_start: run.periodStart,
    period_end: run.periodEnd,
    pay_date: run.payDate,
    first_name: line.first_name,
    last_name: line.last_name,
    gross_cents: computed.grossCents,
    employee_taxes_cents: computed.employeeTaxesCents,
    employer_taxes_cents: computed.employerTaxesCents,
    deductions_cents: computed.deductionsCents,
    employer_contributions_cents: computed.employerContributionsCents ?? 0,
    reimbursements_cents: computed.reimbursementsCents,
    net_pay_cents: computed.netPayCents,
    social_security_wages_cents: computed.wages.socialSecurityWagesCents,
    medicare_wages_cents: computed.wages.medicareWagesCents,
    futa_wages_cents: computed.wages.futaWagesCents,
    suta_wages_cents: computed.wages.sutaWagesCents,
    supplemental_wages_cents: computed.wages.supplementalWagesCents,
    details: JSON.stringify(details),
    status: 'issued',
    payment_status: 'pending',
    return_code: null,
    created_at: run.now,
  };
}
