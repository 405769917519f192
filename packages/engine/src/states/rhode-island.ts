import { z } from 'zod';
import type { PayFrequency } from '../pay-frequency';
import { percent, type Rate } from '../rate';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import { RHODE_ISLAND_TABLES_2026, type RhodeIslandPeriodTable } from './data/rhode-island-tables';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { explainedAdditional, explainedBracketTax } from './explained-tables';
import type { StateYearData } from './state-module';
import { isSupplementalOnly, supplementalFlatRateTax } from './supplemental-paid-separately';

type RhodeIslandYear = StateYearData & {
  readonly tables: Readonly<Record<PayFrequency, RhodeIslandPeriodTable>>;
  /** The flat rate on bonus and commission paid apart from the regular wages: the top rate. */
  readonly supplementalRate: Rate;
};

const RHODE_ISLAND_2026: RhodeIslandYear = {
  tables: RHODE_ISLAND_TABLES_2026,
  supplementalRate: percent('5.99'),
  publication:
    "2026 Rhode Island Employer's Income Tax Withholding Tables (RI Division of Taxation)",
  programmes: [],
};

/** The exemption taken per exemption claimed: none once the period's wages pass the phase-out. */
export const rhodeIslandExemptionCents = (
  table: RhodeIslandPeriodTable,
  periodWagesCents: number,
): number => (periodWagesCents > table.exemptionPhaseOutAboveCents ? 0 : table.exemptionCents);

export const rhodeIsland = defineStateModule({
  code: 'RI',
  name: 'Rhode Island',
  certificateName: 'RI W-4',
  // No RI W-4 on file: no exemptions (the tables' instructions; a federal W-4 no longer stands
  // in for it).
  certificateSchema: z.strictObject({
    /** Exemptions claimed. */
    exemptions: certificateCount(),
    /** Additional amount per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    /** "EXEMPT", renewed every year. */
    exempt: certificateFlag(),
    /** "EXEMPT-MS": the spouse of a service member, under the Military Spouses Residency Relief Act. */
    militarySpouseExempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, RHODE_ISLAND_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, payFrequency, wages, explain }) => {
      if (certificate.exempt) return 0;
      if (certificate.militarySpouseExempt) {
        explain.method('exempt');
        return 0;
      }
      // The tables allow 5.99% on supplemental wages paid apart from the regular wages; paid
      // with them, the total is withheld on as one payment.
      if (isSupplementalOnly(wages)) {
        return supplementalFlatRateTax(taxableWagesCents, data.supplementalRate, explain);
      }
      explain.method('periodPercentage');
      const table = data.tables[payFrequency];
      const perExemption = rhodeIslandExemptionCents(table, taxableWagesCents);
      explain.count('exemptions', certificate.exemptions);
      explain.cents('exemptionAmount', perExemption);
      const taxable = Math.max(0, taxableWagesCents - certificate.exemptions * perExemption);
      explain.cents('periodTaxableWages', taxable);
      return (
        explainedBracketTax(table.brackets, taxable, 'over', false, explain) +
        explainedAdditional(certificate.additionalWithholdingCents, explain)
      );
    },
  },
});
