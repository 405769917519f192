import {
  recurringDeductionLineCode,
  type GarnishmentType,
  type PaycheckEmployerContribution,
  type RecurringDeductionKind,
} from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import { employerOf, kindName, orderName, toPercentage } from './deduction-answer';
import { deductionsActiveOn, garnishmentsActiveOn } from './deduction-repository';

/** A recurring deduction's terms as payroll's draft line takes them (payroll's port). */
type DeductionTerms = {
  deductionId: string;
  kind: ReturnType<typeof recurringDeductionLineCode>;
  label: string;
  amountCents?: number;
  percentage?: number;
  annualLimitCents?: number;
  hsaCoverage?: 'self' | 'family';
  employer?: PaycheckEmployerContribution;
};

type OrderTerms = {
  garnishmentId: string;
  type: GarnishmentType;
  label: string;
  caseNumber: string;
  amountCents?: number;
  percentage?: number;
  supportsOtherFamily: boolean;
  arrearsOver12Weeks: boolean;
  totalOwedCents: number | null;
  exemptAmountCents?: number;
  receivedOn: string;
};

type Terms = { deductions: DeductionTerms[]; garnishments: OrderTerms[] };

const entryOf = (terms: Map<string, Terms>, employeeId: string): Terms => {
  let entry = terms.get(employeeId);
  if (!entry) {
    entry = { deductions: [], garnishments: [] };
    terms.set(employeeId, entry);
  }
  return entry;
};

/**
 * What payroll's `RecurringDeductionsPort` asks: the deductions and orders of these employees
 * that run on the pay date, with the terms a draft line computes them from. The engine reads the
 * HSA coverage as `self` or `family`.
 */
export const recurringDeductions = {
  async activeOn(db: Db, employeeIds: readonly string[], payDate: string) {
    const terms = new Map<string, Terms>();
    if (employeeIds.length === 0) return terms;
    const [deductions, orders] = await Promise.all([
      deductionsActiveOn(db, employeeIds, payDate),
      garnishmentsActiveOn(db, employeeIds, payDate),
    ]);
    for (const row of deductions) {
      const kind = row.kind as RecurringDeductionKind;
      const employer = employerOf(row);
      entryOf(terms, row.employee_id).deductions.push({
        deductionId: row.id,
        kind: recurringDeductionLineCode(kind),
        label: row.label ?? kindName(kind),
        ...(row.amount_cents !== null ? { amountCents: row.amount_cents } : {}),
        ...(row.percentage_basis_points !== null
          ? { percentage: toPercentage(row.percentage_basis_points) }
          : {}),
        ...(row.annual_limit_cents !== null ? { annualLimitCents: row.annual_limit_cents } : {}),
        ...(row.hsa_coverage !== null
          ? { hsaCoverage: row.hsa_coverage === 'family' ? 'family' : 'self' }
          : {}),
        ...(employer ? { employer } : {}),
      });
    }
    for (const row of orders) {
      const type = row.type as GarnishmentType;
      entryOf(terms, row.employee_id).garnishments.push({
        garnishmentId: row.id,
        type,
        label: orderName(type),
        caseNumber: row.case_number,
        ...(row.amount_cents !== null ? { amountCents: row.amount_cents } : {}),
        ...(row.percentage_basis_points !== null
          ? { percentage: toPercentage(row.percentage_basis_points) }
          : {}),
        supportsOtherFamily: row.supports_other_family === 1,
        arrearsOver12Weeks: row.arrears_over_12_weeks === 1,
        totalOwedCents: row.total_owed_cents,
        ...(row.exempt_amount_cents !== null ? { exemptAmountCents: row.exempt_amount_cents } : {}),
        receivedOn: row.received_on,
      });
    }
    return terms;
  },
};
