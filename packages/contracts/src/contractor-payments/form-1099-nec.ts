import * as z from '../z';
import { form940QuerySchema } from '../tax-filings/filing-periods';

const cents = z.number().check(z.int());

/** `GET /companies/{id}/1099-nec?year=2026`, `…/file?year=` and the contractor's own. */
export const form1099NecQuerySchema = form940QuerySchema;
export type Form1099NecQuery = z.infer<typeof form1099NecQuerySchema>;

/** Boxes 5–7: the state's withholding and income, where the payer reports one. */
export const form1099NecStateRowSchema = z.object({
  state: z.string(),
  /** Box 6: the payer's state number, where one is on file. */
  payerStateNumber: z.nullable(z.string()),
  /** Box 5. */
  stateTaxWithheldCents: cents,
  /** Box 7. */
  stateIncomeCents: cents,
});
export type Form1099NecStateRow = z.infer<typeof form1099NecStateRowSchema>;

/** One contractor's 1099-NEC for a year, computed from the year's payments every time. */
export const form1099NecItemSchema = z.object({
  contractorId: z.string(),
  name: z.string(),
  contractorType: z.enum(['individual', 'business']),
  /** The recipient's TIN as copy B prints it: the last four only. */
  tinMasked: z.string(),
  /** Box 1: nonemployee compensation (the amounts, never the reimbursements). */
  box1Cents: cents,
  /** Box 4: federal income tax withheld (backup withholding). */
  box4Cents: cents,
  /** Boxes 5–7 (empty: Paydesk withholds no state tax from contractors). */
  states: z.array(form1099NecStateRowSchema),
  /** Payments counted. */
  paymentCount: z.number().check(z.int()),
  /** Box 1 reaches the year's threshold, or anything was withheld. */
  required: z.boolean(),
});
export type Form1099NecItem = z.infer<typeof form1099NecItemSchema>;

export const form1099NecListSchema = z
  .object({
    year: z.number().check(z.int()),
    /** Box 1 from which a form is required that year ($2,000 for 2026). */
    thresholdCents: cents,
    /** The day copy B must reach the recipient and the IRS its copy A. */
    dueDate: z.string(),
    items: z.array(form1099NecItemSchema),
  })
  .register(z.globalRegistry, { id: 'Form1099NecList' });
export type Form1099NecList = z.infer<typeof form1099NecListSchema>;

/** `GET /me/1099-nec?year=`: the signed-in contractor's own, with the payer's name. */
export const my1099NecSchema = z
  .object({
    year: z.number().check(z.int()),
    items: z.array(
      z.extend(form1099NecItemSchema, { companyId: z.string(), companyName: z.string() }),
    ),
  })
  .register(z.globalRegistry, { id: 'My1099Nec' });
export type My1099Nec = z.infer<typeof my1099NecSchema>;

/** The PDF's file name. */
export const form1099NecFileName = (year: number | string, contractorId: string): string =>
  `1099-nec-${year}-${contractorId}.pdf`;
