import { z } from 'zod';

/**
 * One field of a state's withholding certificate, as JSON Schema (draft 2020-12, what zod's
 * `z.toJSONSchema` writes). Only the keywords a form needs are named; any other keyword passes
 * through untouched.
 */
export const paycheckCertificateFieldSchema = z.looseObject({
  type: z.enum(['boolean', 'integer', 'number', 'string']).optional(),
  enum: z.array(z.union([z.string(), z.number(), z.boolean()])).optional(),
  const: z.union([z.string(), z.number(), z.boolean()]).optional(),
  default: z.unknown().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  /** A regular expression a text field matches (ECMA-262, as JSON Schema says). */
  pattern: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
});
export type PaycheckCertificateField = z.infer<typeof paycheckCertificateFieldSchema>;

/** A state's whole certificate: an object of fields, each optional with its default. */
export const paycheckCertificateSchema = z.looseObject({
  type: z.literal('object'),
  properties: z.record(z.string(), paycheckCertificateFieldSchema),
  required: z.array(z.string()).optional(),
  additionalProperties: z.boolean().optional(),
});
export type PaycheckCertificate = z.infer<typeof paycheckCertificateSchema>;

/** What the calculator knows of one work state. */
export const paycheckStateEntrySchema = z.object({
  /** Two-letter code, the `state.code` of a paycheck request. */
  code: z.string(),
  name: z.string(),
  hasIncomeTax: z.boolean(),
  /** The certificate's form name (`IL-W-4`), or null when the state has none. */
  certificateName: z.string().nullable(),
  /** Tax years the state has data for, ascending. */
  taxYears: z.array(z.number().int()),
  /** The state's own certificate fields: what goes into `state` beside `code`. */
  certificate: paycheckCertificateSchema,
});
export type PaycheckStateEntry = z.infer<typeof paycheckStateEntrySchema>;

/** `GET /api/paycheck/states`: every supported work state, by code. */
export const paycheckStateCatalogueSchema = z
  .array(paycheckStateEntrySchema)
  .meta({ id: 'PaycheckStateCatalogue' });
export type PaycheckStateCatalogue = z.infer<typeof paycheckStateCatalogueSchema>;
