import type { Db } from '@paydesk/api/platform/db/database';
import type { RecurringDeductionsPort } from '../ports/recurring-deductions';
import type { DraftSource } from './draft-sources';

/**
 * A new draft's lines with the employees' recurring deductions and orders that run on its pay
 * date. A regular run takes them all. An off-cycle run (a bonus, a correction) takes only the
 * percentages of pay: a fixed premium or an order's amount per pay period was taken by the
 * period's regular run. Editing an approved payroll keeps what the payroll took.
 */
export async function withRecurringDeductions(
  db: Db,
  recurring: RecurringDeductionsPort,
  source: DraftSource,
): Promise<DraftSource> {
  if (source.payrollId !== null || source.employees.length === 0) return source;
  const terms = await recurring.activeOn(
    db,
    source.employees.map((employee) => employee.row.id),
    source.payDate,
  );
  if (terms.size === 0) return source;
  const regular = source.type === 'regular';
  return {
    ...source,
    employees: source.employees.map((employee) => {
      const own = terms.get(employee.row.id);
      if (!own) return employee;
      const deductions = regular
        ? own.deductions
        : own.deductions.filter((deduction) => deduction.percentage !== undefined);
      return {
        ...employee,
        inputs: {
          ...employee.inputs,
          deductions: [...employee.inputs.deductions, ...deductions],
          garnishments: regular
            ? [...employee.inputs.garnishments, ...own.garnishments]
            : employee.inputs.garnishments,
        },
      };
    }),
  };
}
