import type { AppContext } from '@paydesk/api/platform/app-context';
import { payStubsOf } from '../payrolls/pay-stub-repository';
import { mustFindPayroll } from '../payrolls/payroll-lookup';
import {
  registerCsv,
  type RegisterRowStatus,
  type RegisterStub,
  type RegisterWording,
} from './register-csv';

/** What a stub keeps of its lines, as the register reads them. */
type StoredLines = Pick<
  RegisterStub,
  | 'earnings'
  | 'employeeTaxes'
  | 'employerTaxes'
  | 'deductions'
  | 'garnishments'
  | 'employerContributions'
>;

/** The payroll register of a committed payroll. */
export function createRegisterService(context: AppContext) {
  const { db } = context.database;

  return {
    /**
     * The register as CSV: every stub of the payroll with its status. A payment voided on its own
     * is listed and left out of the totals; a cancelled payroll keeps what was approved, marked
     * cancelled (its stubs were voided by the cancellation, which sets no void time). Written in
     * the wording given: the column names and the lines' names of one language.
     */
    async csv(companyId: string, id: string, wording: RegisterWording): Promise<string> {
      const payroll = await mustFindPayroll(db, companyId, id);
      const cancelled = payroll.status === 'cancelled';
      const statusOf = (stub: { status: string; voided_at: string | null }): RegisterRowStatus =>
        stub.status === 'issued'
          ? 'issued'
          : cancelled && stub.voided_at === null
            ? 'cancelled'
            : 'voided';
      const stubs = await payStubsOf(db, id);
      return registerCsv(
        stubs.map((stub): RegisterStub => {
          const details = JSON.parse(stub.details) as StoredLines;
          return {
            employeeId: stub.employee_id,
            status: statusOf(stub),
            firstName: stub.first_name,
            lastName: stub.last_name,
            grossCents: Number(stub.gross_cents),
            netPayCents: Number(stub.net_pay_cents),
            reimbursementsCents: Number(stub.reimbursements_cents),
            earnings: details.earnings,
            employeeTaxes: details.employeeTaxes,
            employerTaxes: details.employerTaxes,
            deductions: details.deductions,
            garnishments: details.garnishments ?? [],
            employerContributions: details.employerContributions ?? [],
          };
        }),
        wording,
        cancelled,
      );
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
