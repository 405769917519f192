import * as z from '../z';
import { employerLocalTaxSchema } from './employer-local-taxes';
import { paycheckCentsSchema, paycheckDateSchema, paycheckHoursSchema } from './fields';
import {
  paycheckDeductionSchema,
  paycheckEmployeeSchema,
  paycheckGarnishmentSchema,
} from './paycheck-benefits';
import { amountEarningCodes, hoursEarningCodes } from '../pay-lines/earning-codes';

export const PAYCHECK_PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export const paycheckPayFrequencySchema = z.enum(PAYCHECK_PAY_FREQUENCIES);
export type PaycheckPayFrequency = z.infer<typeof paycheckPayFrequencySchema>;

const label = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(100, 'must be at most 100 characters'),
  );

const salaryEarningSchema = z
  .strictObject({
    kind: z.literal('salary'),
    /** Annual salary: the period amount is annual ÷ pay periods. */
    annualCents: z.optional(paycheckCentsSchema),
    /** Or a fixed amount for every period. */
    amountCents: z.optional(paycheckCentsSchema),
    label: z.optional(label),
  })
  .check(
    z.refine(
      (salary) => (salary.annualCents === undefined) !== (salary.amountCents === undefined),
      { message: 'give exactly one of annualCents or amountCents', path: ['annualCents'] },
    ),
  );

const timeEarningSchema = z.strictObject({
  kind: z.enum(hoursEarningCodes),
  hours: paycheckHoursSchema,
  rateCents: paycheckCentsSchema,
  label: z.optional(label),
});

const amountEarningSchema = z.strictObject({
  kind: z.enum(amountEarningCodes),
  amountCents: paycheckCentsSchema,
  label: z.optional(label),
});

/** An earning by its code in the pay-line vocabulary, given as its code says. */
export const paycheckEarningSchema = z.discriminatedUnion('kind', [
  salaryEarningSchema,
  timeEarningSchema,
  amountEarningSchema,
]);
export type PaycheckEarning = z.infer<typeof paycheckEarningSchema>;

export {
  PAYCHECK_DEDUCTION_KINDS,
  PAYCHECK_GARNISHMENT_TYPES,
  PAYCHECK_HSA_COVERAGES,
  paycheckDeductionSchema,
  paycheckEmployeeSchema,
  paycheckEmployerContributionSchema,
  paycheckGarnishmentSchema,
  paycheckMatchTierSchema,
} from './paycheck-benefits';
export type {
  PaycheckDeduction,
  PaycheckEmployee,
  PaycheckEmployerContribution,
  PaycheckGarnishment,
  PaycheckMatchTier,
} from './paycheck-benefits';

export const PAYCHECK_FILING_STATUSES = [
  'single',
  'married_jointly',
  'married_separately',
  'head_of_household',
] as const;

/** Form W-4 (2020 and later). Annual amounts except the per-period extra withholding. */
const federalW4From2020Schema = z.strictObject({
  w4Version: z.literal('2020'),
  filingStatus: z.enum(PAYCHECK_FILING_STATUSES),
  multipleJobs: z._default(z.boolean(), false),
  dependentsCents: z._default(paycheckCentsSchema, 0),
  otherIncomeCents: z._default(paycheckCentsSchema, 0),
  deductionsCents: z._default(paycheckCentsSchema, 0),
  extraWithholdingCents: z._default(paycheckCentsSchema, 0),
  exempt: z._default(z.boolean(), false),
});

/** Form W-4 of 2019 or earlier, still valid for employees who never filed a new one. */
const federalW4Before2020Schema = z.strictObject({
  w4Version: z.literal('2019'),
  filingStatus: z.enum(['single', 'married']),
  allowances: z
    .number({ error: 'must be a whole number' })
    .check(
      z.int('must be a whole number'),
      z.gte(0, 'must not be negative'),
      z.lte(99, 'must be at most 99'),
    ),
  extraWithholdingCents: z._default(paycheckCentsSchema, 0),
  exempt: z._default(z.boolean(), false),
});

export const paycheckFederalW4Schema = z.discriminatedUnion('w4Version', [
  federalW4From2020Schema,
  federalW4Before2020Schema,
]);
export type PaycheckFederalW4 = z.infer<typeof paycheckFederalW4Schema>;

/**
 * The work state and its own certificate fields. Only the code is checked here: each state
 * module of the engine validates its certificate fields with its own schema.
 */
export const paycheckStateSchema = z.catchall(
  z.object({
    code: z
      .string({ error: 'must be a two-letter state code' })
      .check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter upper-case state code such as "TX"')),
  }),
  z.unknown(),
);
export type PaycheckState = z.infer<typeof paycheckStateSchema>;

/** Year-to-date wages paid before this paycheck, uncapped (the engine applies the caps). */
export const paycheckYtdSchema = z.strictObject({
  socialSecurityWagesCents: z._default(paycheckCentsSchema, 0),
  medicareWagesCents: z._default(paycheckCentsSchema, 0),
  futaWagesCents: z._default(paycheckCentsSchema, 0),
  sutaWagesCents: z._default(paycheckCentsSchema, 0),
});
export type PaycheckYtd = z.infer<typeof paycheckYtdSchema>;

export const paycheckSutaSchema = z.strictObject({
  rateBasisPoints: z
    .number({ error: 'must be a whole number of basis points' })
    .check(
      z.int('must be a whole number of basis points'),
      z.gte(0, 'must not be negative'),
      z.lte(10_000, 'must be at most 10000 (100%)'),
    ),
  /** When absent, the state's published wage base for the tax year is used. */
  wageBaseCents: z.optional(paycheckCentsSchema),
});
export type PaycheckSuta = z.infer<typeof paycheckSutaSchema>;

/** The pay period, needed to prorate a salary and by states whose rates change mid-year. */
export const paycheckPeriodSchema = z
  .strictObject({ startDate: paycheckDateSchema, endDate: paycheckDateSchema })
  .check(
    z.refine((period) => period.startDate <= period.endDate, {
      message: 'must not be before startDate',
      path: ['endDate'],
    }),
  );
export type PaycheckPeriod = z.infer<typeof paycheckPeriodSchema>;

/** Hire and termination dates: a salary is prorated when either falls inside the period. */
export const paycheckEmploymentSchema = z
  .strictObject({
    hireDate: z.optional(paycheckDateSchema),
    terminationDate: z.optional(paycheckDateSchema),
  })
  .check(
    z.refine(
      (dates) =>
        dates.hireDate === undefined ||
        dates.terminationDate === undefined ||
        dates.hireDate <= dates.terminationDate,
      { message: 'must not be before hireDate', path: ['terminationDate'] },
    ),
  );
export type PaycheckEmployment = z.infer<typeof paycheckEmploymentSchema>;

export const paycheckRequestSchema = z
  .strictObject({
    taxYear: z
      .number({ error: 'must be a year such as 2026' })
      .check(
        z.int('must be a year such as 2026'),
        z.gte(1900, 'must be a year such as 2026'),
        z.lte(9999, 'must be a year such as 2026'),
      ),
    payFrequency: paycheckPayFrequencySchema,
    payDate: paycheckDateSchema,
    period: z.optional(paycheckPeriodSchema),
    employment: z.optional(paycheckEmploymentSchema),
    earnings: z
      .array(paycheckEarningSchema)
      .check(
        z.minLength(1, 'must list at least one earning'),
        z.maxLength(100, 'must list at most 100 earnings'),
      ),
    deductions: z._default(
      z.array(paycheckDeductionSchema).check(z.maxLength(100, 'must list at most 100 deductions')),
      [],
    ),
    /** Age and prior-year wages for the annual limits of 401(k) and HSA deductions. */
    employee: z.optional(paycheckEmployeeSchema),
    /** Orders taken after taxes, in the order of priority the engine applies. */
    garnishments: z.optional(
      z
        .array(paycheckGarnishmentSchema)
        .check(z.maxLength(20, 'must list at most 20 garnishments')),
    ),
    federal: paycheckFederalW4Schema,
    state: paycheckStateSchema,
    ytd: z.optional(paycheckYtdSchema),
    suta: z.optional(paycheckSutaSchema),
    /** Local taxes at rates the employer entered (employer-local-taxes.ts). */
    employerLocalTaxes: z._default(
      z.array(employerLocalTaxSchema).check(z.maxLength(10, 'must list at most 10 local taxes')),
      [],
    ),
  })
  .register(z.globalRegistry, { id: 'PaycheckRequest' });

/** The request after parsing: defaults filled in. */
export type PaycheckRequest = z.output<typeof paycheckRequestSchema>;
/** The request as a client writes it: optional fields may be left out. */
export type PaycheckRequestInput = z.input<typeof paycheckRequestSchema>;
