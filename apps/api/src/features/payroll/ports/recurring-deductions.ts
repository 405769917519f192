import type {
  PaycheckEmployerContribution,
  PayrollDeductionKind,
  GarnishmentType,
} from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';

/** The terms of one of an employee's recurring deductions, as a draft line takes them. */
export type RecurringDeductionTerms = {
  deductionId: string;
  /** The pay-line code the line carries (`postTax` for the API's `post_tax`). */
  kind: PayrollDeductionKind;
  label: string;
  /** One of the two: a fixed amount per paycheck, or a percentage of the line's gross. */
  amountCents?: number;
  percentage?: number;
  annualLimitCents?: number;
  hsaCoverage?: 'self' | 'family';
  employer?: PaycheckEmployerContribution;
};

/** The terms of one of an employee's orders, as a draft line takes them. */
export type RecurringOrderTerms = {
  garnishmentId: string;
  type: GarnishmentType;
  label: string;
  caseNumber: string;
  amountCents?: number;
  percentage?: number;
  supportsOtherFamily: boolean;
  arrearsOver12Weeks: boolean;
  /** What the order claims in all; null when it names no total. */
  totalOwedCents: number | null;
  exemptAmountCents?: number;
  receivedOn: string;
};

export type RecurringTerms = {
  deductions: RecurringDeductionTerms[];
  garnishments: RecurringOrderTerms[];
};

/**
 * The employees' recurring deductions and orders that run on a pay date, which the deductions
 * feature supplies (wired in features/services.ts). A new draft fills its lines from them; an
 * employee absent from the answer has none.
 */
export type RecurringDeductionsPort = {
  activeOn: (
    db: Db,
    employeeIds: readonly string[],
    payDate: string,
  ) => Promise<Map<string, RecurringTerms>>;
};

/** Without the deductions feature, no line is filled. */
export const noRecurringDeductions: RecurringDeductionsPort = { activeOn: async () => new Map() };
