import type { W2Stub, W2TaxLine } from '@paydesk/engine';
import { z } from 'zod';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import type { YearStubRow } from './year-end-repository';

const amount = z.number().int();

const taxLine = z.object({
  code: z.string(),
  amountCents: amount,
  jurisdiction: z.optional(
    z
      .object({
        state: z.optional(z.string()),
        localId: z.optional(z.string()),
        localName: z.optional(z.string()),
      })
      .passthrough(),
  ),
  explanation: z.optional(
    z.object({ steps: z.array(z.object({ input: z.string(), cents: z.optional(z.number()) })) }),
  ),
});

/**
 * What the W-2 reads of a stub's stored details; the rest stays as stored. A deduction's employer
 * part (`employerAmountCents`) and a list of `employerContributions` are read where the stub has
 * them: stubs issued before employer contributions existed have neither.
 */
const detailsSchema = z.object({
  earnings: z.array(z.object({ code: z.string(), amountCents: amount })).default([]),
  employeeTaxes: z.array(taxLine),
  deductions: z.array(
    z.object({
      code: z.string().optional(),
      kind: z.string(),
      amountCents: amount,
      employerAmountCents: z.optional(amount),
    }),
  ),
  employerContributions: z
    .array(z.object({ code: z.string(), amountCents: amount }))
    .optional()
    .default([]),
});

const taxLineOf = (line: z.infer<typeof taxLine>): W2TaxLine => {
  const wages = line.explanation?.steps.find((step) => step.input === 'taxableWages')?.cents;
  const j = line.jurisdiction;
  return {
    code: line.code,
    amountCents: line.amountCents,
    ...(j?.state ? { state: j.state } : {}),
    ...(j?.localId ? { localId: j.localId } : {}),
    ...(j?.localName ? { localName: j.localName } : {}),
    ...(wages === undefined ? {} : { taxableWagesCents: wages }),
  };
};

/** A stored stub as the W-2 reads it; one the rules cannot read is a 422 naming it. */
export function w2StubOf(row: YearStubRow): W2Stub {
  const parsed = detailsSchema.safeParse(JSON.parse(row.details));
  if (!parsed.success) {
    throw new AppError(
      'request.unprocessable',
      `The W-2 cannot be computed: the pay stub ${row.id} of ${row.pay_date} has details the W-2 cannot read (${parsed.error.issues[0]?.path.join('.') ?? 'details'}).`,
    );
  }
  const details = parsed.data;
  const deductions = details.deductions.map((d) => ({
    code: d.code ?? d.kind,
    amountCents: d.amountCents,
  }));
  const employerParts = details.deductions
    .filter((d) => (d.employerAmountCents ?? 0) > 0)
    .map((d) => ({ code: d.code ?? d.kind, amountCents: d.employerAmountCents ?? 0 }));
  return {
    stubId: row.id,
    payrollId: row.payroll_id,
    employeeId: row.employee_id,
    payDate: row.pay_date,
    grossCents: Number(row.gross_cents),
    socialSecurityWagesCents: Number(row.social_security_wages_cents),
    medicareWagesCents: Number(row.medicare_wages_cents),
    earnings: details.earnings,
    employeeTaxes: details.employeeTaxes.map(taxLineOf),
    deductions,
    employerContributions: [...employerParts, ...details.employerContributions],
  };
}
