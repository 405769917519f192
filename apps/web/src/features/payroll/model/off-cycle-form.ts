import {
  offCycleRequestSchema,
  type CompanyEmployee,
  type CreatePayrollDraftRequest,
  type OffCycleReason,
  type WithholdingMethod,
} from '@paydesk/contracts';
import { isBusinessDay } from '@paydesk/engine/calendar';
import type * as z from 'zod/mini';
import type { MessageTable } from '@web/shared/forms/message-table';

/** What the off-cycle form holds; the employees chosen are kept whole to show their names. */
export type OffCycleFormValues = {
  payGroupId: string;
  reason: OffCycleReason;
  payDate: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  employees: Pick<CompanyEmployee, 'id' | 'firstName' | 'lastName'>[];
  withholding: WithholdingMethod;
};

/** A bonus is usually withheld at the flat supplemental rate, so that is where the form starts. */
export const emptyOffCycleForm = (payGroupId: string): OffCycleFormValues => ({
  payGroupId,
  reason: 'bonus',
  payDate: null,
  periodStart: null,
  periodEnd: null,
  employees: [],
  withholding: 'supplemental',
});

/** The off-cycle part of the request, as the contract reads it. */
export const offCycleOf = (values: OffCycleFormValues) => ({
  reason: values.reason,
  payDate: values.payDate ?? undefined,
  periodStart: values.periodStart ?? undefined,
  periodEnd: values.periodEnd ?? undefined,
  employeeIds: values.employees.map((employee) => employee.id),
  withholding: values.withholding,
});

export type Issue = Pick<z.core.$ZodIssue, 'path' | 'message' | 'code'>;

/** The form's problems by the contract's rules (the API applies the same), plus the pay group. */
export function offCycleIssues(values: OffCycleFormValues): Issue[] {
  const issues: Issue[] = [];
  if (values.payGroupId === '') {
    issues.push({ path: ['payGroupId'], message: 'Choose one', code: 'custom' } as Issue);
  }
  // The bank settles nothing on a weekend or a Federal Reserve holiday; the API refuses such a
  // date too, and says so here before a round trip.
  if (
    values.payDate &&
    /^\d{4}-\d{2}-\d{2}$/.test(values.payDate) &&
    !isBusinessDay(values.payDate)
  ) {
    issues.push({
      path: ['payDate'],
      message: 'payroll.validation.payDateClosed',
      code: 'custom',
    } as Issue);
  }
  const parsed = offCycleRequestSchema.safeParse(offCycleOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, ...rest] = issue.path;
      const path = first === 'employeeIds' ? ['employees'] : [first ?? 'root', ...rest];
      issues.push({ path, message: issue.message, code: issue.code } as Issue);
    }
  }
  return issues;
}

export const offCycleRequestOf = (values: OffCycleFormValues): CreatePayrollDraftRequest => ({
  payGroupId: values.payGroupId,
  offCycle: offCycleRequestSchema.parse(offCycleOf(values)),
});

/** The contract's messages, each with a catalogue text saying the same. */
export const offCycleMessages: MessageTable = {
  contract: {
    'Choose one': 'payroll.validation.choose',
    'Choose bonus, correction, termination or other': 'payroll.validation.reason',
    'Choose regular or supplemental withholding': 'payroll.validation.withholding',
    'must be a date YYYY-MM-DD': 'payroll.validation.date',
    'must be a real date YYYY-MM-DD': 'payroll.validation.date',
    'Choose at least one employee': 'payroll.validation.employees',
    'The period must not end before it starts': 'payroll.validation.periodOrder',
  },
  issueCodes: { invalid_type: 'payroll.validation.required' },
  fallback: 'payroll.validation.invalid',
  passThrough: /^payroll\.validation\./,
  serverAsWritten: true,
};

/** The API's refusals of a pay date, said in the form's own words next to the field. */
export const payDateCodeMessages: Readonly<Record<string, string>> = {
  'payroll.pay_date_not_business_day': 'payroll.validation.payDateClosed',
  'payroll.tax_year_missing': 'payroll.validation.taxYearMissing',
  // Moving an approved payroll: its wages stay in their year, its figures as approved.
  'payroll.pay_date_other_tax_year': 'payroll.validation.payDateOtherYear',
  'payroll.pay_date_changes_figures': 'payroll.validation.payDateChangesFigures',
};
