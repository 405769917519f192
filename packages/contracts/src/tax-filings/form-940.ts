import * as z from '../z';

const cents = z.number().check(z.int());

/** Form 940 for a calendar year, each line by the form's number, amounts in cents. */
export const form940Schema = z
  .object({
    year: z.number().check(z.int()),
    ein: z.nullable(z.string()),
    dueDate: z.string(),
    lines: z.object({
      /** The one state the company paid unemployment tax to, when only one. */
      '1a': z.nullable(z.string()),
      /** More than one state: Schedule A. */
      '1b': z.boolean(),
      /** Wages paid in a credit-reduction state: Schedule A. */
      '2': z.boolean(),
      '3': cents,
      '4': cents,
      '5': cents,
      '6': cents,
      '7': cents,
      '8': cents,
      '9': cents,
      '10': cents,
      '11': cents,
      '12': cents,
      '13': cents,
      '14': cents,
      '15': cents,
      '16a': cents,
      '16b': cents,
      '16c': cents,
      '16d': cents,
      '17': cents,
    }),
    /** Schedule A: every state paid in, with its credit reduction (`0.9%`) when there is one. */
    scheduleA: z.array(
      z.object({
        state: z.string(),
        taxableWagesCents: cents,
        creditReductionPercent: z.string(),
        creditReductionCents: cents,
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'Form940' });
export type Form940 = z.infer<typeof form940Schema>;
