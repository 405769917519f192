import * as z from '../z';
import { readinessCodes } from '../employees/employee-record';

/** What blocks committing a draft as a whole (the lines carry the employees' own entries). */
export const payrollReadinessCodes = [
  'company.not_active',
  'company.funding_account_missing',
  'payroll.pay_date_past',
  'payroll.pay_date_not_business_day',
  'payroll.tax_year_missing',
  'payroll.no_employees',
  'payroll.line_not_computed',
  'payroll.local_tax_missing',
  'payroll.amount_too_large',
] as const;
export type PayrollReadinessCode = (typeof payrollReadinessCodes)[number];

/**
 * One readiness entry of a draft or a line, and one `errors[]` entry of a refused commit:
 * `path` names what to fix (`payDate`, `company`, or `lines.{employeeId}.{field}` on a commit).
 */
export const payrollReadinessItemSchema = z
  .object({
    code: z.enum([...payrollReadinessCodes, ...readinessCodes]),
    path: z.string(),
    message: z.string(),
  })
  .register(z.globalRegistry, { id: 'PayrollReadinessItem' });
export type PayrollReadinessItem = z.infer<typeof payrollReadinessItemSchema>;
