import {
  recurringDeductionKinds,
  type Remittance,
  type RemittanceKind,
  type RemittanceList,
} from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { notFound } from '@paydesk/api/platform/errors/app-error';
import { payeeAddressOf } from './deduction-answer';
import { garnishmentsByIds } from './deduction-repository';
import { findPayrollOfCompany, issuedStubsOfPayroll } from './stub-figures-repository';
import { storedLinesOf } from './stub-figures';
import { planNameOf, remittanceKindOf } from './remittance-kinds';
import { remittanceCsv } from './remittance-csv';

/**
 * What a payroll makes the company send beyond net pay and taxes, from its issued stubs: to each
 * plan's provider the employees' deductions and the employer's contributions of one kind
 * together, and to each order's payee what was withheld for it. A voided stub sends nothing, so
 * the items always add up to the issued stubs' lines.
 */
export function createRemittancesService(context: AppContext) {
  const { db } = context.database;

  async function compute(companyId: string, payrollId: string) {
    const payroll = await findPayrollOfCompany(db, companyId, payrollId);
    if (!payroll) throw notFound('payroll.not_found', 'The payroll');
    const stubs = await issuedStubsOfPayroll(db, payrollId);
    const plans = new Map<RemittanceKind, { employee: number; employer: number }>();
    const orders: { employeeId: string; garnishmentId: string; amountCents: number }[] = [];
    for (const stub of stubs) {
      const lines = storedLinesOf(stub.details);
      for (const line of lines.deductions) {
        const kind = remittanceKindOf(line.code ?? line.kind);
        const plan = plans.get(kind) ?? { employee: 0, employer: 0 };
        plan.employee += line.amountCents;
        plan.employer += line.employerAmountCents ?? 0;
        plans.set(kind, plan);
      }
      for (const order of lines.garnishments) {
        if (order.amountCents > 0) {
          orders.push({
            employeeId: stub.employee_id,
            garnishmentId: order.garnishmentId,
            amountCents: order.amountCents,
          });
        }
      }
    }
    const rows = new Map(
      (await garnishmentsByIds(db, [...new Set(orders.map((order) => order.garnishmentId))])).map(
        (row) => [row.id, row],
      ),
    );
    const planOrder: readonly string[] = [...recurringDeductionKinds, 'section125'];
    const items: Remittance[] = [
      ...[...plans]
        .filter(([, plan]) => plan.employee + plan.employer > 0)
        .sort(([a], [b]) => planOrder.indexOf(a) - planOrder.indexOf(b))
        .map(([kind, plan]): Remittance => ({
          payee: { name: planNameOf(kind), address: null },
          kind,
          employeeAmountCents: plan.employee,
          employerAmountCents: plan.employer,
          amountCents: plan.employee + plan.employer,
        })),
      ...orders.flatMap((order): Remittance[] => {
        const row = rows.get(order.garnishmentId);
        if (!row) return [];
        return [
          {
            payee: { name: row.payee_name, address: payeeAddressOf(row) },
            kind: row.type as RemittanceKind,
            employeeId: order.employeeId,
            caseNumber: row.case_number,
            garnishmentId: row.id,
            employeeAmountCents: order.amountCents,
            employerAmountCents: 0,
            amountCents: order.amountCents,
          },
        ];
      }),
    ];
    const list: RemittanceList = {
      payrollId,
      payDate: payroll.pay_date,
      items,
      totalCents: items.reduce((sum, item) => sum + item.amountCents, 0),
    };
    const names = new Map(
      stubs.map((stub) => [stub.employee_id, `${stub.first_name} ${stub.last_name}`]),
    );
    return { list, names };
  }

  return {
    list: async (companyId: string, payrollId: string): Promise<RemittanceList> =>
      (await compute(companyId, payrollId)).list,

    /** The same as CSV, each order's line naming its employee. */
    async csv(companyId: string, payrollId: string): Promise<string> {
      const { list, names } = await compute(companyId, payrollId);
      return remittanceCsv(list, names);
    },
  };
}

export type RemittancesService = ReturnType<typeof createRemittancesService>;
