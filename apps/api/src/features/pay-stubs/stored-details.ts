import { payrollDepositSchema, payrollEarningSchema, payrollTaxSchema } from '@paydesk/contracts';
import { z } from 'zod';

/**
 * What a committed stub keeps in `details` (written by the payroll's commit): its lines with their
 * codes, each tax with its jurisdiction and the explanation of its amount, a prorated salary with
 * its proration, deposits and reimbursements. Read through this schema; the stored year-to-date
 * figures are not read, they are computed again from the year's stubs that are still issued.
 * Lines stored before jurisdictions or explanations were kept have none; deductions stored before
 * they carried a code have their kind.
 */
export const storedDetailsSchema = z.object({
  earnings: z.array(payrollEarningSchema),
  employeeTaxes: z.array(payrollTaxSchema),
  employerTaxes: z.array(payrollTaxSchema),
  deductions: z.array(
    z.object({
      code: z.string().optional(),
      kind: z.string(),
      label: z.string(),
      amountCents: z.number(),
    }),
  ),
  garnishments: z
    .array(
      z.object({
        code: z.string(),
        label: z.string(),
        caseNumber: z.string().optional(),
        amountCents: z.number(),
      }),
    )
    .default([]),
  employerContributions: z
    .array(z.object({ code: z.string(), label: z.string(), amountCents: z.number() }))
    .default([]),
  deposits: z.array(payrollDepositSchema).default([]),
  reimbursementsCents: z.number().int().default(0),
});
type ParsedDetails = z.infer<typeof storedDetailsSchema>;

/** A stored deduction by its code, as every other line is. */
export type StoredDeduction = { code: string; label: string; amountCents: number };

export type StoredDetails = Omit<
  ParsedDetails,
  'deductions' | 'garnishments' | 'employerContributions'
> & {
  deductions: StoredDeduction[];
  /** Stubs stored before orders and employer contributions were kept have neither. */
  garnishments?: ParsedDetails['garnishments'];
  employerContributions?: ParsedDetails['employerContributions'];
};

export const parseDetails = (text: string): StoredDetails => {
  const details = storedDetailsSchema.parse(JSON.parse(text));
  return {
    ...details,
    deductions: details.deductions.map((line) => ({
      code: line.code ?? line.kind,
      label: line.label,
      amountCents: line.amountCents,
    })),
  };
};
