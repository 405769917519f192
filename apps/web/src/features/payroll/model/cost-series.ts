import type { PayrollListItem } from '@paydesk/contracts';

/** One bar of the cost chart: a payroll's pay date, its gross pay and its employer taxes. */
export type CostPoint = {
  payrollId: string;
  payDate: string;
  grossCents: number;
  employerTaxesCents: number;
};

/**
 * The cost of the latest payrolls, oldest first so time runs left to right. A cancelled payroll
 * costs nothing and is left out.
 */
export function costSeries(payrolls: readonly PayrollListItem[]): CostPoint[] {
  return payrolls
    .filter((payroll) => payroll.status !== 'cancelled')
    .map((payroll) => ({
      payrollId: payroll.id,
      payDate: payroll.payDate,
      grossCents: payroll.summary.grossCents,
      employerTaxesCents: payroll.summary.employerTaxesCents,
    }))
    .sort((a, b) => (a.payDate < b.payDate ? -1 : a.payDate > b.payDate ? 1 : 0));
}
