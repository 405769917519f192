import * as z from '../z';
import { paycheckDateSchema } from '../paycheck/fields';
import { versionSchema } from '../record-keys';
import { plainLine } from '../text';

export const payGroupFrequencies = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export const payGroupFrequencySchema = z.enum(payGroupFrequencies, {
  error: 'Choose weekly, biweekly, semimonthly or monthly',
});
export type PayGroupFrequency = z.infer<typeof payGroupFrequencySchema>;

export const payGroupNameSchema = plainLine(
  z
    .string({ error: 'Enter the pay group’s name' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the pay group’s name'),
      z.maxLength(100, 'Use at most 100 characters'),
    ),
);

/** The second pay day of a semimonthly month: 1–31, 31 meaning the month's last day. */
export const secondPayDaySchema = z
  .number({ error: 'Enter a day of the month, 1 to 31' })
  .check(
    z.int('Enter a day of the month, 1 to 31'),
    z.gte(1, 'Enter a day of the month, 1 to 31'),
    z.lte(31, 'Enter a day of the month, 1 to 31'),
  );

const anchors = {
  frequency: payGroupFrequencySchema,
  firstPeriodEnd: paycheckDateSchema,
  firstPayDate: paycheckDateSchema,
  secondPayDay: z.optional(z.nullable(secondPayDaySchema)),
};

const secondPayDayRule = (
  value: { frequency?: PayGroupFrequency | undefined; secondPayDay?: number | null | undefined },
  context: z.core.$RefinementCtx,
) => {
  if (value.frequency === 'semimonthly' && (value.secondPayDay ?? null) === null) {
    context.addIssue({
      code: 'custom',
      path: ['secondPayDay'],
      message: 'Enter the second pay day of the month',
    });
  }
  if (
    value.frequency !== undefined &&
    value.frequency !== 'semimonthly' &&
    (value.secondPayDay ?? null) !== null
  ) {
    context.addIssue({
      code: 'custom',
      path: ['secondPayDay'],
      message: 'Only a semimonthly pay group has a second pay day',
    });
  }
};

/** `POST /pay-groups`. */
export const createPayGroupRequestSchema = z
  .object({ name: payGroupNameSchema, ...anchors })
  .check(z.superRefine(secondPayDayRule))
  .register(z.globalRegistry, { id: 'CreatePayGroupRequest' });
export type CreatePayGroupRequest = z.infer<typeof createPayGroupRequestSchema>;

/** `PATCH /pay-groups/{id}`: the fields to change, with the version they were read at. */
export const patchPayGroupRequestSchema = z
  .object({
    version: versionSchema,
    name: z.optional(payGroupNameSchema),
    frequency: z.optional(payGroupFrequencySchema),
    firstPeriodEnd: z.optional(paycheckDateSchema),
    firstPayDate: z.optional(paycheckDateSchema),
    secondPayDay: z.optional(z.nullable(secondPayDaySchema)),
  })
  .check(z.superRefine(secondPayDayRule))
  .register(z.globalRegistry, { id: 'PatchPayGroupRequest' });
export type PatchPayGroupRequest = z.infer<typeof patchPayGroupRequestSchema>;

export const payGroupSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    name: z.string(),
    frequency: payGroupFrequencySchema,
    firstPeriodEnd: z.string(),
    firstPayDate: z.string(),
    secondPayDay: z.nullable(z.number().check(z.int())),
    employeeCount: z.number().check(z.int()),
    /** The next pay date on or after today, moved off weekends and holidays. */
    nextPayDate: z.nullable(z.string()),
    version: z.number().check(z.int()),
  })
  .register(z.globalRegistry, { id: 'PayGroup' });
export type PayGroup = z.infer<typeof payGroupSchema>;

export const payGroupListSchema = z.object({ items: z.array(payGroupSchema) });
