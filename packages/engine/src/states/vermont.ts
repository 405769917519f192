import { z } from 'zod';
import type { PayFrequency } from '../pay-frequency';
import { percent, type Rate } from '../rate';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import { VERMONT_TABLES_2026, type VermontPeriodTables } from './data/vermont-tables';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { explainedAdditional, explainedBracketTax } from './explained-tables';
import type { StateYearData } from './state-module';
import { isSupplementalOnly, supplementalFlatRateTax } from './supplemental-paid-separately';

type VermontYear = StateYearData & {
  readonly tables: Readonly<Record<PayFrequency, VermontPeriodTables>>;
  /**
   * Bonus and commission: 30% of the federal withholding on them. With the federal flat 22% that
   * is 6.6% of the payment (vendors print Vermont's supplemental rate as 6.6%, and 11.1% from the
   * federal 37% threshold on).
   */
  readonly supplementalRate: Rate;
};

const VERMONT_2026: VermontYear = {
  tables: VERMONT_TABLES_2026,
  supplementalRate: percent('6.6'),
  publication:
    'GB-1210 2026 Income Tax Withholding Instructions, Tables, and Charts (Vermont Department of Taxes)',
  programmes: [],
};

export const vermont = defineStateModule({
  code: 'VT',
  name: 'Vermont',
  certificateName: 'W-4VT',
  // No W-4VT on file: single with no allowances (GB-1210).
  certificateSchema: z.strictObject({
    /** A civil union is married. */
    filingStatus: z
      .enum(['single', 'married'], { error: 'must be single or married' })
      .default('single'),
    allowances: certificateCount(),
    /** Per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, VERMONT_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, payFrequency, wages, explain }) => {
      if (certificate.exempt) return 0;
      // The supplemental rate applies to bonus and commission paid apart from the regular wages;
      // paid with them, the total is withheld on as one payment, as the federal rule has it.
      // FLAGGED: the engine keeps no year-to-date supplemental figure, so the 11.1% that follows
      // the federal 37% on supplemental wages above $1 million in a year is never reached.
      if (isSupplementalOnly(wages)) {
        return supplementalFlatRateTax(taxableWagesCents, data.supplementalRate, explain);
      }
      explain.method('periodPercentage');
      const tables = data.tables[payFrequency];
      explain.count('allowances', certificate.allowances);
      explain.cents('allowanceAmount', tables.allowanceCents);
      const taxable = Math.max(
        0,
        taxableWagesCents - certificate.allowances * tables.allowanceCents,
      );
      explain.cents('periodTaxableWages', taxable);
      const brackets = tables[certificate.filingStatus];
      return (
        explainedBracketTax(brackets, taxable, 'over', false, explain) +
        explainedAdditional(certificate.additionalWithholdingCents, explain)
      );
    },
  },
});
