import * as z from '../z';
import { LOCAL_TAX_ID_PATTERN } from '../pay-lines/tax-codes';
import { paycheckCentsSchema } from './fields';

// Local taxes whose tables no agency publishes in full (Pennsylvania's Act 32 earned income tax
// and local services tax by PSD code, Ohio's municipal income taxes): the employer enters each
// jurisdiction and its rate once per company, and the API hands the employee's ones to the
// engine with the paycheck. The engine applies the published rules to the employer's rates.

const percentText = z
  .string({ error: 'must be a percentage as text, such as "1.7"' })
  .check(z.regex(/^\d{1,2}(\.\d{1,4})?$/, 'must be a percentage as text, such as "1.7"'));

const localIdentity = {
  localId: z.string().check(z.regex(LOCAL_TAX_ID_PATTERN, 'must be a locality id')),
  name: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(80, 'is too long')),
};

/** Act 32 EIT: the higher of the residence's total resident rate and the work place's nonresident rate. */
export const paEarnedIncomeTaxSchema = z.strictObject({
  kind: z.literal('paEit'),
  residence: z.strictObject({ ...localIdentity, residentRate: percentText }),
  work: z.strictObject({ ...localIdentity, nonresidentRate: percentText }),
});

/** PA local services tax of the work place: a yearly amount spread over the pay periods. */
export const paLocalServicesTaxSchema = z.strictObject({
  kind: z.literal('paLst'),
  ...localIdentity,
  annualCents: paycheckCentsSchema,
  /** Already withheld this year by this employer, so the year's amount is never passed. */
  paidThisYearCents: z._default(paycheckCentsSchema, 0),
  /** The employee filed the low-income exemption certificate. */
  exempt: z._default(z.boolean(), false),
});

/** Ohio municipal income tax of the work city, and optionally of the residence city. */
export const ohMunicipalTaxSchema = z.strictObject({
  kind: z.literal('ohMunicipal'),
  work: z.strictObject({ ...localIdentity, rate: percentText }),
  /** Withheld as a courtesy: the residence rate less the credit for the work city's tax. */
  residence: z.optional(
    z.strictObject({ ...localIdentity, rate: percentText, creditRate: percentText }),
  ),
});

export const employerLocalTaxSchema = z.discriminatedUnion('kind', [
  paEarnedIncomeTaxSchema,
  paLocalServicesTaxSchema,
  ohMunicipalTaxSchema,
]);
export type EmployerLocalTax = z.infer<typeof employerLocalTaxSchema>;
