import { payrollDepositSchema, payrollEarningSchema, payrollTaxSchema } from '@paydesk/contracts';
import { z } from 'zod';

/**
 * What a committed stub keeps in `details` (written by the payroll's commit): its lines, deposits
 * and reimbursements. Read through this schema; the stored year-to-date figures are not read, they
 * are computed again from the year's stubs that are still issued.
 */
export const storedDetailsSchema = z.object({
  earnings: z.array(payrollEarningSchema),
  employeeTaxes: z.array(payrollTaxSchema),
  employerTaxes: z.array(payrollTaxSchema),
  deductions: z.array(z.object({ kind: z.string(), label: z.string(), amountCents: z.number() })),
  deposits: z.array(payrollDepositSchema).default([]),
  reimbursementsCents: z.number().int().default(0),
});
export type StoredDetails = z.infer<typeof storedDetailsSchema>;

export const parseDetails = (text: string): StoredDetails =>
  storedDetailsSchema.parse(JSON.parse(text));
