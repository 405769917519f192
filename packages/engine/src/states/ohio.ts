import { z } from 'zod';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import {
  OHIO_SCHOOL_DISTRICTS_2026,
  OHIO_SCHOOL_DISTRICTS_2026_PUBLICATION,
  type OhioSchoolDistrict,
} from './data/ohio-school-districts';
import { defineStateModule } from './define-state-module';
import { bracketsOf, bracketTaxPerPeriod, findBracket, type TaxBracket } from './graduated';
import {
  ohioMunicipalTaxes,
  ohioSchoolDistrictTax,
  schoolDistrictLocalId,
  SCHOOL_DISTRICT_NUMBER,
} from './ohio-local-taxes';
import type { StateYearData } from './state-module';

type OhioEdition = StateYearData & {
  /** Annual table of the optional computer formula, on annualized taxable wages. */
  readonly brackets: readonly TaxBracket[];
  /** Per IT 4 exemption, annual. */
  readonly exemptionCents: number;
  /** The districts levying an income tax in the year, by number: the whole of them. */
  readonly schoolDistricts: ReadonlyMap<string, OhioSchoolDistrict>;
  readonly schoolDistrictPublication: string;
  readonly publication: string;
};

/**
 * The optional computer formula: (wages × periods − exemptions × $650) on the annual table,
 * ÷ periods, rounded once. The printed per-period tables agree within a cent (two of their
 * bases are truncated: biweekly line 3 of Rev. 09/25 and daily line 3 of Rev. 07/26).
 */
export const ohioWithholding = (
  wagesCents: number,
  exemptions: number,
  periodsPerYear: number,
  edition: OhioEdition,
): number =>
  bracketTaxPerPeriod(
    edition.brackets,
    wagesCents * periodsPerYear - exemptions * edition.exemptionCents,
    'over',
    periodsPerYear,
  );

// Employer Withholding Tables, optional computer formula (per the reference's OB-OH source).
// Rev. 09/25, in force from 1 October 2025 for pay periods ending before 1 August 2026.
export const OHIO_2026_OCTOBER_2025_TABLES: OhioEdition = {
  brackets: bracketsOf([
    [0, 0, '1.775'],
    [26_050_00, 462_39, '2.99'],
    [100_000_00, 2_673_50, '3.64'],
  ]),
  exemptionCents: 650_00,
  schoolDistricts: OHIO_SCHOOL_DISTRICTS_2026,
  schoolDistrictPublication: OHIO_SCHOOL_DISTRICTS_2026_PUBLICATION,
  programmes: [],
  publication:
    'Employer Withholding Tables, optional computer formula, Rev. 09/25 (Ohio Department of Taxation)',
};

// Rev. 07/26 (HB 96 rates), for pay periods ending on or after 1 August 2026.
export const OHIO_2026_AUGUST_2026_TABLES: OhioEdition = {
  brackets: bracketsOf([
    [0, 0, '1.600'],
    [26_050_00, 416_80, '2.99'],
    [100_000_00, 2_627_91, '3.40'],
  ]),
  exemptionCents: 650_00,
  schoolDistricts: OHIO_SCHOOL_DISTRICTS_2026,
  schoolDistrictPublication: OHIO_SCHOOL_DISTRICTS_2026_PUBLICATION,
  programmes: [],
  publication:
    'Employer Withholding Tables, optional computer formula, Rev. 07/26 (Ohio Department of Taxation)',
};

const MUNICIPALITY_MESSAGE =
  'must be a municipality code of 2 to 29 lower-case letters, digits and hyphens, such as "columbus"';

// Optional: empty is none; the code is compared in lower case, as the employer's list keeps it.
const municipalityCode = (description: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
      z
        .string({ error: MUNICIPALITY_MESSAGE })
        .regex(/^[a-z][a-z0-9-]{1,28}$/, MUNICIPALITY_MESSAGE)
        .optional(),
    )
    .describe(description);

export const ohio = defineStateModule({
  code: 'OH',
  name: 'Ohio',
  certificateName: 'IT 4',
  // The table change follows the pay period's end, not the pay date.
  editionDate: 'periodEnd',
  // No IT 4 on file: zero exemptions and no school district.
  certificateSchema: z.strictObject({
    /** Total exemptions claimed: self, spouse, dependents. */
    exemptions: certificateCount(),
    additionalWithholdingCents: additionalWithholding(),
    /**
     * IT 4 exemption from withholding (military spouse, reciprocal-state resident): the form's
     * exemption lines are not in the stored sources (general knowledge, flagged). It stops the
     * school district tax too, which follows the state's withholding.
     */
    exempt: certificateFlag(),
    /**
     * The IT 4's school district number of the employee's residence; empty when none is given.
     * A well-formed number that is not on the year's list is a district without an income tax.
     */
    schoolDistrict: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.trim() || undefined : value),
        z
          .string({ error: 'must be a 4-digit school district number such as "0203"' })
          .regex(SCHOOL_DISTRICT_NUMBER, 'must be a 4-digit school district number such as "0203"')
          .optional(),
      )
      .describe('School district number from the IT 4 (4 digits); empty when none.'),
    /**
     * The municipalities (the employer's codes, such as "columbus") where the employee works and
     * lives: their rates reach the engine as `employerLocalTaxes`, so only the form is checked.
     */
    workMunicipality: municipalityCode('Code of the municipality where the employee works.'),
    residenceMunicipality: municipalityCode('Code of the municipality where the employee lives.'),
  }),
  // The school districts from the department's list; municipal taxes at the employer's rates.
  locals: [
    ...[...OHIO_SCHOOL_DISTRICTS_2026.values()].map((district) => ({
      localId: schoolDistrictLocalId(district),
      name: district.name,
      source: 'table' as const,
    })),
    { localId: 'OH', name: 'Municipal income tax', source: 'employer' },
  ],
  taxYears: {
    2026: [
      { effectiveFrom: '2026-01-01', data: OHIO_2026_OCTOBER_2025_TABLES },
      { effectiveFrom: '2026-08-01', data: OHIO_2026_AUGUST_2026_TABLES },
    ],
  },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      const annualWagesCents = taxableWagesCents * periodsPerYear;
      const annualTaxableCents = annualWagesCents - certificate.exemptions * data.exemptionCents;
      explain.cents('annualWages', annualWagesCents);
      explain.count('exemptions', certificate.exemptions);
      explain.cents('exemptionAmount', data.exemptionCents);
      explain.cents('annualTaxableWages', Math.max(0, annualTaxableCents));
      if (annualTaxableCents > 0) {
        explain.bracket(findBracket(data.brackets, annualTaxableCents, 'over'), true);
      }
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return (
        ohioWithholding(taxableWagesCents, certificate.exemptions, periodsPerYear, data) +
        certificate.additionalWithholdingCents
      );
    },
    localTaxes: (input) => {
      const { certificate, data, taxableWagesCents, periodsPerYear } = input;
      const district =
        certificate.schoolDistrict === undefined || certificate.exempt
          ? undefined
          : data.schoolDistricts.get(certificate.schoolDistrict);
      const schoolDistrictLines =
        district === undefined
          ? []
          : [
              ohioSchoolDistrictTax({
                district,
                publication: data.schoolDistrictPublication,
                wagesCents: taxableWagesCents,
                exemptions: certificate.exemptions,
                exemptionCents: data.exemptionCents,
                periodsPerYear,
              }),
            ];
      // Municipal tax is the city's, not the state's: an IT 4 exemption does not stop it.
      return [
        ...schoolDistrictLines,
        ...ohioMunicipalTaxes(input.employerLocalTaxes, input.wages.ficaWagesCents),
      ];
    },
  },
});
