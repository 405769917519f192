import { z } from 'zod';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { bracketsOf, bracketTaxPerPeriod, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

type OhioEdition = StateYearData & {
  /** Annual table of the optional computer formula, on annualized taxable wages. */
  readonly brackets: readonly TaxBracket[];
  /** Per IT 4 exemption, annual. */
  readonly exemptionCents: number;
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
  programmes: [],
};

// Rev. 07/26 (HB 96 rates), for pay periods ending on or after 1 August 2026.
export const OHIO_2026_AUGUST_2026_TABLES: OhioEdition = {
  brackets: bracketsOf([
    [0, 0, '1.600'],
    [26_050_00, 416_80, '2.99'],
    [100_000_00, 2_627_91, '3.40'],
  ]),
  exemptionCents: 650_00,
  programmes: [],
};

export const ohio = defineStateModule({
  code: 'OH',
  name: 'Ohio',
  certificateName: 'IT 4',
  // The table change follows the pay period's end, not the pay date.
  editionDate: 'periodEnd',
  // No IT 4 on file: zero exemptions. School-district and municipal taxes are not computed.
  certificateSchema: z.strictObject({
    /** Total exemptions claimed: self, spouse, dependents. */
    exemptions: certificateCount(),
    additionalWithholdingCents: additionalWithholding(),
    /**
     * IT 4 exemption from withholding (military spouse, reciprocal-state resident): the form's
     * exemption lines are not in the stored sources (general knowledge, flagged).
     */
    exempt: certificateFlag(),
  }),
  taxYears: {
    2026: [
      { effectiveFrom: '2026-01-01', data: OHIO_2026_OCTOBER_2025_TABLES },
      { effectiveFrom: '2026-08-01', data: OHIO_2026_AUGUST_2026_TABLES },
    ],
  },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear }) => {
      if (certificate.exempt) return 0;
      return (
        ohioWithholding(taxableWagesCents, certificate.exemptions, periodsPerYear, data) +
        certificate.additionalWithholdingCents
      );
    },
  },
});
