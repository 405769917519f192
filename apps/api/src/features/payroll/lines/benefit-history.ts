import { z } from 'zod';
import type { BenefitHistory } from './line-types';

/** What a stored stub says of its deductions and orders (older stubs have neither id). */
const storedSchema = z.object({
  deductions: z
    .array(
      z.object({
        code: z.string().optional(),
        kind: z.string(),
        amountCents: z.number(),
        deductionId: z.string().optional(),
        employerAmountCents: z.number().optional(),
      }),
    )
    .default([]),
  garnishments: z
    .array(z.object({ garnishmentId: z.string(), amountCents: z.number() }))
    .default([]),
});

const emptyHistory = (): BenefitHistory => ({
  byDeduction: new Map(),
  byGarnishment: new Map(),
  electiveDeferrals: { traditionalCents: 0, rothCents: 0 },
  priorYearFicaWagesCents: 0,
});

/**
 * Adds up, per employee, what their issued stubs took of each recurring deduction (the year's
 * and, for stubs paid from `monthStart`, the month's), their 401(k) deferrals, and (from
 * `orderStubs`, every year) what each order withheld.
 */
export function benefitHistoryOf(
  yearStubs: readonly { employee_id: string; pay_date?: string; details: string }[],
  monthStart: string,
  orderStubs: readonly { employee_id: string; details: string }[],
  priorYearWages: ReadonlyMap<string, number>,
): Map<string, BenefitHistory> {
  const histories = new Map<string, BenefitHistory>();
  const historyOf = (employeeId: string): BenefitHistory => {
    let history = histories.get(employeeId);
    if (!history) {
      history = emptyHistory();
      history.priorYearFicaWagesCents = priorYearWages.get(employeeId) ?? 0;
      histories.set(employeeId, history);
    }
    return history;
  };
  for (const employeeId of priorYearWages.keys()) historyOf(employeeId);
  for (const stub of yearStubs) {
    const history = historyOf(stub.employee_id);
    const inMonth = stub.pay_date !== undefined && stub.pay_date >= monthStart;
    for (const line of storedSchema.parse(JSON.parse(stub.details)).deductions) {
      const code = line.code ?? line.kind;
      if (code === '401k') history.electiveDeferrals.traditionalCents += line.amountCents;
      if (code === 'roth401k') history.electiveDeferrals.rothCents += line.amountCents;
      if (line.deductionId === undefined) continue;
      const entry = history.byDeduction.get(line.deductionId) ?? {
        employeeCents: 0,
        employerCents: 0,
        monthCents: 0,
      };
      entry.employeeCents += line.amountCents;
      entry.employerCents += line.employerAmountCents ?? 0;
      if (inMonth) entry.monthCents += line.amountCents;
      history.byDeduction.set(line.deductionId, entry);
    }
  }
  for (const stub of orderStubs) {
    const history = historyOf(stub.employee_id);
    for (const order of storedSchema.parse(JSON.parse(stub.details)).garnishments) {
      history.byGarnishment.set(
        order.garnishmentId,
        (history.byGarnishment.get(order.garnishmentId) ?? 0) + order.amountCents,
      );
    }
  }
  return histories;
}
