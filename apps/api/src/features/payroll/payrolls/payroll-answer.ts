import type { Payroll, PayrollListItem, PayrollSummary } from '@paydesk/contracts';
import { paymentStatusOn, payrollStatusOn } from './paid-status';
import type { PayrollRow, PayrollTotals } from './payroll-repository';

type StubRow = {
  id: string;
  employee_id: string;
  first_name: string;
  last_name: string;
  gross_cents: number;
  net_pay_cents: number;
  payment_status: string;
  return_code: string | null;
};

export const summaryOfRow = (row: PayrollTotals): PayrollSummary => ({
  employees: Number(row.employees),
  grossCents: Number(row.gross_cents),
  employeeTaxesCents: Number(row.employee_taxes_cents),
  employerTaxesCents: Number(row.employer_taxes_cents),
  deductionsCents: Number(row.deductions_cents),
  employerContributionsCents: Number(row.employer_contributions_cents),
  reimbursementsCents: Number(row.reimbursements_cents),
  netPayCents: Number(row.net_pay_cents),
  cashRequirementCents: Number(row.cash_requirement_cents),
});

export const totalsOfSummary = (summary: PayrollSummary): PayrollTotals => ({
  employees: summary.employees,
  gross_cents: summary.grossCents,
  employee_taxes_cents: summary.employeeTaxesCents,
  employer_taxes_cents: summary.employerTaxesCents,
  deductions_cents: summary.deductionsCents,
  employer_contributions_cents: summary.employerContributionsCents ?? 0,
  reimbursements_cents: summary.reimbursementsCents,
  net_pay_cents: summary.netPayCents,
  cash_requirement_cents: summary.cashRequirementCents,
});

const headerOf = (row: PayrollRow, today: string) => ({
  id: row.id,
  companyId: row.company_id,
  payGroupId: row.pay_group_id,
  type: row.type as Payroll['type'],
  offCycleReason: row.off_cycle_reason as Payroll['offCycleReason'],
  status: payrollStatusOn(row.status, row.pay_date, today),
  periodStart: row.period_start,
  periodEnd: row.period_end,
  payDate: row.pay_date,
  memo: row.memo,
  version: row.version,
  summary: summaryOfRow(row),
  achFileId: row.ach_file_id,
  draftId: row.draft_id,
  createdAt: row.created_at,
});

export const toPayrollAnswer = (row: PayrollRow, stubs: StubRow[], today: string): Payroll => {
  const header = headerOf(row, today);
  return {
    ...header,
    items: stubs.map((stub) => ({
      employeeId: stub.employee_id,
      firstName: stub.first_name,
      lastName: stub.last_name,
      payStubId: stub.id,
      grossCents: Number(stub.gross_cents),
      netPayCents: Number(stub.net_pay_cents),
      paymentStatus: paymentStatusOn(stub.payment_status, header.status),
      returnCode: stub.return_code,
    })),
  };
};

export const toPayrollListItem = (
  row: PayrollRow & { company_name: string },
  today: string,
): PayrollListItem => ({
  ...headerOf(row, today),
  companyName: row.company_name,
});
