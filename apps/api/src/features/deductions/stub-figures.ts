import { z } from 'zod';

/**
 * What a stub's stored lines say about recurring deductions and orders: each deduction line with
 * the recurring deduction it came from and the employer's part, each order's amount. Stubs stored
 * before these were kept have none of them, and count as typed deductions.
 */
const storedLinesSchema = z.object({
  deductions: z
    .array(
      z.object({
        code: z.string().optional(),
        kind: z.string(),
        label: z.string().optional(),
        amountCents: z.number(),
        deductionId: z.string().optional(),
        employerAmountCents: z.number().optional(),
      }),
    )
    .default([]),
  garnishments: z
    .array(
      z.object({
        code: z.string().optional(),
        kind: z.string().optional(),
        garnishmentId: z.string(),
        amountCents: z.number(),
      }),
    )
    .default([]),
});
export type StoredLines = z.infer<typeof storedLinesSchema>;

export const storedLinesOf = (details: string): StoredLines =>
  storedLinesSchema.parse(JSON.parse(details));

/** Year-to-date figures of one employee, added up from their stubs' lines. */
export type EmployeeFigures = {
  /** Per recurring deduction: the employee's amounts and the employer's. */
  byDeduction: Map<string, { employeeCents: number; employerCents: number }>;
  /** Per line code (`401k`, `hsa`, …), whichever deduction it came from. */
  byCode: Map<string, { employeeCents: number; employerCents: number }>;
  /** Per order. */
  byGarnishment: Map<string, number>;
};

export const emptyFigures = (): EmployeeFigures => ({
  byDeduction: new Map(),
  byCode: new Map(),
  byGarnishment: new Map(),
});

const add = (
  map: Map<string, { employeeCents: number; employerCents: number }>,
  key: string,
  employeeCents: number,
  employerCents: number,
) => {
  const entry = map.get(key) ?? { employeeCents: 0, employerCents: 0 };
  entry.employeeCents += employeeCents;
  entry.employerCents += employerCents;
  map.set(key, entry);
};

/** Adds up the stubs' lines per employee. */
export function figuresOf(
  stubs: readonly { employee_id: string; details: string }[],
): Map<string, EmployeeFigures> {
  const figures = new Map<string, EmployeeFigures>();
  for (const stub of stubs) {
    const entry = figures.get(stub.employee_id) ?? emptyFigures();
    const lines = storedLinesOf(stub.details);
    for (const line of lines.deductions) {
      const employer = line.employerAmountCents ?? 0;
      if (line.deductionId) add(entry.byDeduction, line.deductionId, line.amountCents, employer);
      add(entry.byCode, line.code ?? line.kind, line.amountCents, employer);
    }
    for (const order of lines.garnishments) {
      entry.byGarnishment.set(
        order.garnishmentId,
        (entry.byGarnishment.get(order.garnishmentId) ?? 0) + order.amountCents,
      );
    }
    figures.set(stub.employee_id, entry);
  }
  return figures;
}
