import * as z from '../z';

/**
 * One field of a state's withholding certificate, as JSON Schema (draft 2020-12, what zod's
 * `z.toJSONSchema` writes). Only the keywords a form needs are named; any other keyword passes
 * through untouched.
 */
export const paycheckCertificateFieldSchema = z.looseObject({
  type: z.optional(z.enum(['boolean', 'integer', 'number', 'string'])),
  enum: z.optional(z.array(z.union([z.string(), z.number(), z.boolean()]))),
  const: z.optional(z.union([z.string(), z.number(), z.boolean()])),
  default: z.optional(z.unknown()),
  minimum: z.optional(z.number()),
  maximum: z.optional(z.number()),
  /** A regular expression a text field matches (ECMA-262, as JSON Schema says). */
  pattern: z.optional(z.string()),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
});
export type PaycheckCertificateField = z.infer<typeof paycheckCertificateFieldSchema>;

/** A state's whole certificate: an object of fields, each optional with its default. */
export const paycheckCertificateSchema = z.looseObject({
  type: z.literal('object'),
  properties: z.record(z.string(), paycheckCertificateFieldSchema),
  required: z.optional(z.array(z.string())),
  additionalProperties: z.optional(z.boolean()),
});
export type PaycheckCertificate = z.infer<typeof paycheckCertificateSchema>;

/** How a locality's tax is found: from the engine's own table, or from a rate the employer enters. */
export const stateLocalSources = ['table', 'employer'] as const;

/** One local tax a state's module computes, or one whose rate the employer enters. */
export const paycheckStateLocalSchema = z.object({
  /** The id its pay lines carry (`MD-16`); for employer-entered kinds, the kind's prefix. */
  localId: z.string(),
  name: z.string(),
  source: z.enum(stateLocalSources),
});
export type PaycheckStateLocal = z.infer<typeof paycheckStateLocalSchema>;

/** What the calculator knows of one work state. */
export const paycheckStateEntrySchema = z.object({
  /** Two-letter code, the `state.code` of a paycheck request. */
  code: z.string(),
  name: z.string(),
  hasIncomeTax: z.boolean(),
  /** The certificate's form name (`IL-W-4`), or null when the state has none. */
  certificateName: z.nullable(z.string()),
  /** Tax years the state has data for, ascending. */
  taxYears: z.array(z.number().check(z.int())),
  /** The state's own certificate fields: what goes into `state` beside `code`. */
  certificate: paycheckCertificateSchema,
  /** The local taxes computed with the state's, chosen by certificate fields. */
  locals: z.array(paycheckStateLocalSchema),
  /** The publication and edition of the figures in force today, as printed. */
  publication: z.nullable(z.string()),
});
export type PaycheckStateEntry = z.infer<typeof paycheckStateEntrySchema>;

/** `GET /api/paycheck/states`: every supported work state, by code. */
export const paycheckStateCatalogueSchema = z
  .array(paycheckStateEntrySchema)
  .register(z.globalRegistry, { id: 'PaycheckStateCatalogue' });
export type PaycheckStateCatalogue = z.infer<typeof paycheckStateCatalogueSchema>;
