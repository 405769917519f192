import * as z from '../z';
import { plainLine } from '../text';

/**
 * The local taxes an employer enters once per company because no agency publishes a table anyone
 * can read: Pennsylvania's Act 32 earned income tax and local services tax, by PSD code, and
 * Ohio's municipal income taxes. The rates are the employer's, copied from the jurisdiction's
 * notice; the engine applies the rules to them.
 */
export const localTaxKinds = ['pa_eit', 'pa_lst', 'oh_municipal'] as const;
export type LocalTaxKind = (typeof localTaxKinds)[number];

export const LOCAL_RATE_MESSAGE = 'Enter a percentage such as 1.7, with at most four decimals';
export const LOCAL_RATE_MAX_MESSAGE = 'A local rate is at most 10%: check the notice';
export const PSD_CODE_MESSAGE = 'Enter the 6-digit PSD code, such as 460602';
export const MUNICIPALITY_CODE_MESSAGE =
  'Use 2 to 29 lower-case letters, digits and hyphens, starting with a letter, such as columbus';
export const LOCAL_TAX_NAME_MESSAGE = 'Enter the jurisdiction’s name';
export const LOCAL_TAX_NAME_MAX_MESSAGE = 'Use at most 80 characters';
export const LST_AMOUNT_MESSAGE = 'Enter a yearly amount from $0.01 to $156.00';
export const CREDIT_RATE_MESSAGE = 'The credit rate cannot be more than the city’s own rate';
export const LOCAL_TAX_KIND_MESSAGE = 'Choose pa_eit, pa_lst or oh_municipal';

/**
 * Act 7 of 2007 caps the local services tax at $52 a year, except in distressed (Act 47)
 * municipalities, which may levy up to $156 (Scranton does).
 */
export const LST_MAX_ANNUAL_CENTS = 156_00;

/** A Pennsylvania political subdivision (PSD) code: six digits. */
export const PSD_CODE_PATTERN = /^\d{6}$/;

/**
 * An Ohio municipality's code as the employer names it (the city's name as a slug); with `OH-`
 * before it, upper-cased, it is the tax line's locality id, of at most 32 characters.
 */
export const MUNICIPALITY_CODE_PATTERN = /^[a-z][a-z0-9-]{1,28}$/;

/** A rate as text in percent, as the engine reads it (`percent('1.7')`). */
const RATE_PATTERN = /^\d{1,2}(\.\d{1,4})?$/;
// A local income tax rate above 10% is a typing slip ("17" for "1.7"), not a rate.
const RATE_AT_MOST_TEN = /^(10(\.0{1,4})?|\d(\.\d{1,4})?)$/;

export const localRateSchema = z
  .string({ error: LOCAL_RATE_MESSAGE })
  .check(
    z.trim(),
    z.regex(RATE_PATTERN, { message: LOCAL_RATE_MESSAGE, abort: true }),
    z.regex(RATE_AT_MOST_TEN, LOCAL_RATE_MAX_MESSAGE),
  );

/** A rate text in ten-thousandths of a percent, to compare two rates without floating point. */
export function rateInTenThousandths(rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

const psdCodeSchema = z
  .string({ error: PSD_CODE_MESSAGE })
  .check(z.trim(), z.regex(PSD_CODE_PATTERN, PSD_CODE_MESSAGE));

const municipalityCodeSchema = z
  .string({ error: MUNICIPALITY_CODE_MESSAGE })
  .check(z.trim(), z.toLowerCase(), z.regex(MUNICIPALITY_CODE_PATTERN, MUNICIPALITY_CODE_MESSAGE));

const nameSchema = plainLine(
  z
    .string({ error: LOCAL_TAX_NAME_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, LOCAL_TAX_NAME_MESSAGE),
      z.maxLength(80, LOCAL_TAX_NAME_MAX_MESSAGE),
    ),
);

const annualCentsSchema = z
  .number({ error: LST_AMOUNT_MESSAGE })
  .check(
    z.int(LST_AMOUNT_MESSAGE),
    z.gte(1, LST_AMOUNT_MESSAGE),
    z.lte(LST_MAX_ANNUAL_CENTS, LST_AMOUNT_MESSAGE),
  );

export const paEitRequestSchema = z.object({
  kind: z.literal('pa_eit'),
  code: psdCodeSchema,
  name: nameSchema,
  /** The residence's total resident rate: municipality and school district together. */
  residentRate: localRateSchema,
  /** The rate the work place levies on those who live elsewhere. */
  nonresidentRate: localRateSchema,
});

export const paLstRequestSchema = z.object({
  kind: z.literal('pa_lst'),
  code: psdCodeSchema,
  name: nameSchema,
  /** Over $10, spread over the year's pay periods; $10 or less, withheld once. */
  annualCents: annualCentsSchema,
});

export const ohMunicipalRequestSchema = z
  .object({
    kind: z.literal('oh_municipal'),
    code: municipalityCodeSchema,
    name: nameSchema,
    rate: localRateSchema,
    /** As a residence: the part of the wages on which the work city's tax is credited. */
    creditRate: localRateSchema,
  })
  .check(
    z.superRefine((value, context) => {
      if (rateInTenThousandths(value.creditRate) > rateInTenThousandths(value.rate)) {
        context.addIssue({ code: 'custom', path: ['creditRate'], message: CREDIT_RATE_MESSAGE });
      }
    }),
  );

/** `POST /companies/{id}/local-taxes` and `PUT …/{localTaxId}` (the whole jurisdiction). */
export const localTaxRequestSchema = z
  .discriminatedUnion('kind', [paEitRequestSchema, paLstRequestSchema, ohMunicipalRequestSchema], {
    error: LOCAL_TAX_KIND_MESSAGE,
  })
  .register(z.globalRegistry, { id: 'LocalTaxRequest' });
export type LocalTaxRequest = z.infer<typeof localTaxRequestSchema>;

const stored = {
  id: z.string(),
  companyId: z.string(),
  code: z.string(),
  name: z.string(),
  /** The id the tax lines carry for this jurisdiction (`PA-PSD-460602`, `OH-COLUMBUS`). */
  localId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const localTaxSchema = z
  .discriminatedUnion('kind', [
    z.object({
      ...stored,
      kind: z.literal('pa_eit'),
      residentRate: z.string(),
      nonresidentRate: z.string(),
    }),
    z.object({ ...stored, kind: z.literal('pa_lst'), annualCents: z.number().check(z.int()) }),
    z.object({
      ...stored,
      kind: z.literal('oh_municipal'),
      rate: z.string(),
      creditRate: z.string(),
    }),
  ])
  .register(z.globalRegistry, { id: 'LocalTax' });
export type LocalTax = z.infer<typeof localTaxSchema>;

export const localTaxListSchema = z.object({ items: z.array(localTaxSchema) });
export type LocalTaxList = z.infer<typeof localTaxListSchema>;

/** The id a tax line carries for a jurisdiction: its state first, as the vocabulary wants. */
export const localTaxIdOf = (kind: LocalTaxKind, code: string): string =>
  kind === 'oh_municipal' ? `OH-${code.toUpperCase()}` : `PA-PSD-${code}`;
