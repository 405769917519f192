import * as z from '../z';

const cents = z.number().check(z.int());
const wagesAndTax = z.object({ wagesCents: cents, taxCents: cents });

/**
 * Form 941 for a quarter, computed from the issued stubs of the company's committed payrolls paid
 * in it, each line by the form's number. Line 13 is the deposits made for the quarter.
 */
export const form941Schema = z
  .object({
    quarter: z.string(),
    ein: z.nullable(z.string()),
    /** How often the company deposits its Form 941 taxes. */
    depositSchedule: z.enum(['monthly', 'semiweekly']),
    dueDate: z.string(),
    lines: z.object({
      '1': z.number().check(z.int()),
      '2': cents,
      '3': cents,
      '5a': wagesAndTax,
      '5c': wagesAndTax,
      '5d': wagesAndTax,
      '5e': cents,
      '6': cents,
      '7': cents,
      '10': cents,
      '12': cents,
      '13': cents,
      '14': cents,
      '15': cents,
      /** 1: under $2,500; 2: monthly depositor, months below; 3: Schedule B. */
      '16': z.number().check(z.int()),
    }),
    /** The liability of each month of the quarter, adding up to line 12. */
    monthlyLiabilityCents: z.tuple([cents, cents, cents]),
    /** The liability of each pay date when line 16 is box 3; empty otherwise. */
    scheduleB: z.array(z.object({ date: z.string(), cents })),
  })
  .register(z.globalRegistry, { id: 'Form941' });
export type Form941 = z.infer<typeof form941Schema>;
