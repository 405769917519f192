import * as z from '../z';
import { form940QuerySchema } from '../tax-filings/filing-periods';

const cents = z.number().check(z.int());

/** `GET /companies/{id}/w2?year=2026` and `…/w2/efw2?year=2026`: the tax year. */
export const w2QuerySchema = form940QuerySchema;
export type W2Query = z.infer<typeof w2QuerySchema>;

/** `GET /employees/{id}/w2/{year}`. */
export const employeeW2ParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  year: w2QuerySchema.shape.year,
});

/** One line of boxes 15–20: a state, or a locality of it (then its state figures are 0). */
export const w2StateRowSchema = z.object({
  state: z.string(),
  /** The employer's state withholding account number, where one is on file. */
  stateIdNumber: z.nullable(z.string()),
  wagesCents: cents,
  taxCents: cents,
  locality: z.nullable(z.string()),
  localWagesCents: cents,
  localTaxCents: cents,
});
export type W2StateRow = z.infer<typeof w2StateRowSchema>;

/** Form W-2's boxes by their numbers, money in cents; box 12 by its 2026 codes. */
export const w2BoxesSchema = z.object({
  '1': cents,
  '2': cents,
  '3': cents,
  '4': cents,
  '5': cents,
  '6': cents,
  '10': cents,
  '12': z.array(z.object({ code: z.string(), cents })),
  '13': z.object({
    retirementPlan: z.boolean(),
    statutoryEmployee: z.boolean(),
    thirdPartySickPay: z.boolean(),
  }),
  '14': z.array(z.object({ label: z.string(), cents })),
  '15-20': z.array(w2StateRowSchema),
});
export type W2BoxesAnswer = z.infer<typeof w2BoxesSchema>;

export const w2ItemSchema = z.object({
  employeeId: z.string(),
  /** `Last, First` as box e prints it. */
  name: z.string(),
  boxes: w2BoxesSchema,
});
export type W2Item = z.infer<typeof w2ItemSchema>;

/** `GET /employees/{id}/w2/{year}`: one employee's W-2 with its employer (boxes b and c). */
export const employeeW2Schema = z
  .extend(w2ItemSchema, {
    year: z.number().check(z.int()),
    employer: z.object({ name: z.string(), ein: z.nullable(z.string()) }),
  })
  .register(z.globalRegistry, { id: 'EmployeeW2' });
export type EmployeeW2 = z.infer<typeof employeeW2Schema>;

/** Form W-3: the W-2s added up; `forms` is box c, `12a` the deferred compensation (D and E). */
export const w3Schema = z.object({
  forms: z.number().check(z.int()),
  '1': cents,
  '2': cents,
  '3': cents,
  '4': cents,
  '5': cents,
  '6': cents,
  '7': cents,
  '10': cents,
  '12a': cents,
  '12': z.array(z.object({ code: z.string(), cents })),
  '16': cents,
  '17': cents,
  '18': cents,
  '19': cents,
});
export type W3 = z.infer<typeof w3Schema>;

/**
 * W-3 boxes 1–7 against the sum of the year's four Forms 941: each difference by quarter, the
 * stubs whose withholding causes it, and what is only the paychecks' rounding (941 line 7).
 */
export const w3ReconciliationSchema = z.object({
  balanced: z.boolean(),
  lines: z.array(
    z.object({
      box: z.string(),
      form941: z.string(),
      w3Cents: cents,
      form941Cents: cents,
      differenceCents: cents,
      quarters: z.array(z.object({ quarter: z.number().check(z.int()), differenceCents: cents })),
      causes: z.array(
        z.object({
          stubId: z.string(),
          payrollId: z.string(),
          employeeId: z.string(),
          payDate: z.string(),
          cents,
        }),
      ),
      roundingCents: cents,
    }),
  ),
});
export type W3Reconciliation = z.infer<typeof w3ReconciliationSchema>;

/** What a W-2 still needs before it can be filed: the SSN as the SSA checks it, the address. */
export const w2ChecksSchema = z.object({
  /** `invalid`: not 9 digits, or a number the SSA never issues (9, 000 or 666 first). */
  ssn: z.enum(['valid', 'missing', 'invalid']),
  address: z.enum(['on_file', 'missing']),
  terminated: z.boolean(),
});
export type W2Checks = z.infer<typeof w2ChecksSchema>;

/**
 * One figure of a W-2 that differs from the published one: `box` is its number, with the code,
 * label, state or locality for the boxes that hold several (`12 D`, `14 SDI`, `16 CA`, `18 NYC`).
 */
export const w2BoxChangeSchema = z.object({
  box: z.string(),
  beforeCents: cents,
  afterCents: cents,
});
export type W2BoxChange = z.infer<typeof w2BoxChangeSchema>;

/**
 * A published W-2 that a stub voided or corrected since has changed: the boxes as published
 * (the "previously reported" side of a Form W-2c) and each figure that moved.
 */
export const w2CorrectionSchema = z.object({
  before: w2BoxesSchema,
  changes: z.array(w2BoxChangeSchema),
});
export type W2Correction = z.infer<typeof w2CorrectionSchema>;

/** `GET /companies/{id}/w2?year=`: every employee paid in the year, terminated ones too. */
export const companyW2sSchema = z
  .object({
    year: z.number().check(z.int()),
    items: z.array(
      z.extend(w2ItemSchema, {
        checks: w2ChecksSchema,
        /** Null before publishing, and for a W-2 that is still as published. */
        changedSincePublishing: z.nullable(w2CorrectionSchema),
      }),
    ),
    /**
     * Employees whose published W-2 has no wages left (every stub of the year voided): their W-2c
     * brings each box to zero. Empty before publishing.
     */
    /**
     * Employees terminated in the year with no final payroll: no issued stub of a committed
     * payroll whose pay period ends on or after their termination date.
     */
    terminatedWithoutFinalPayroll: z.array(
      z.object({ employeeId: z.string(), name: z.string(), terminationDate: z.string() }),
    ),
    withdrawnSincePublishing: z.array(
      z.object({ employeeId: z.string(), name: z.string(), correction: w2CorrectionSchema }),
    ),
    w3: w3Schema,
    reconciliation: w3ReconciliationSchema,
    /** When the owner published the year's W-2s to the employees; null before. */
    publishedAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'CompanyW2s' });
export type CompanyW2s = z.infer<typeof companyW2sSchema>;

/** `POST /companies/{id}/w2/publish`: the tax year whose W-2s the employees may now read. */
export const publishW2sSchema = z.object({
  year: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
});
export type PublishW2s = z.infer<typeof publishW2sSchema>;

/** A year's publication: when, and how many employees were told their W-2 is ready. */
export const w2PublicationSchema = z
  .object({
    year: z.number().check(z.int()),
    publishedAt: z.string(),
    employees: z.number().check(z.int()),
  })
  .register(z.globalRegistry, { id: 'W2Publication' });
export type W2Publication = z.infer<typeof w2PublicationSchema>;

/** `GET /employees/{id}/w2`: the employee's tax documents, their published W-2s, newest first. */
export const employeeTaxDocumentsSchema = z
  .object({
    items: z.array(
      z.object({
        year: z.number().check(z.int()),
        employer: z.string(),
        publishedAt: z.string(),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'EmployeeTaxDocuments' });
export type EmployeeTaxDocuments = z.infer<typeof employeeTaxDocumentsSchema>;

/** The SSA file's name (API.md). */
export const efw2FileName = (year: number | string, companyId: string): string =>
  `w2-${year}-${companyId}.txt`;

/** The employee's PDF (copies B, C and 2). */
export const w2FileName = (year: number | string): string => `w2-${year}.pdf`;

/** The employer's PDF of copy D of every W-2 of the year. */
export const w2CopiesDFileName = (year: number | string, companyId: string): string =>
  `w2-copy-d-${year}-${companyId}.pdf`;

/** The employer's Form W-3 PDF. */
export const w3FileName = (year: number | string, companyId: string): string =>
  `w3-${year}-${companyId}.pdf`;
