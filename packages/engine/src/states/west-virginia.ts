import { z } from 'zod';
import type { PayFrequency } from '../pay-frequency';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  roundToDollar,
} from './certificate-fields';
import {
  WEST_VIRGINIA_EXEMPTION_CENTS_2026,
  WEST_VIRGINIA_TABLES_2026,
  type WestVirginiaTable,
} from './data/west-virginia-tables';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { explainedAdditional, explainedBracketTax } from './explained-tables';
import type { TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

type WestVirginiaYear = StateYearData & {
  readonly exemptionCents: Readonly<Record<PayFrequency, number>>;
  readonly tables: Readonly<
    Record<WestVirginiaTable, Readonly<Record<PayFrequency, readonly TaxBracket[]>>>
  >;
};

// IT-100.2A (March 2026) is applied from 1 January 2026: its rates are those SB 392 sets for tax
// years beginning on that date, it is the only 2026 edition on file (the tables it replaced are
// not), and the reference's source applies it from then. FLAGGED: the Tax Division's own
// effective pay date for it was not found; should it prove later, the earlier tables become the
// first edition and this one follows from that date.
const IT_100_2A_2026_03: WestVirginiaYear = {
  exemptionCents: WEST_VIRGINIA_EXEMPTION_CENTS_2026,
  tables: WEST_VIRGINIA_TABLES_2026,
  publication:
    'IT-100.2A Tables for Percentage Method of Withholding, March 2026 (West Virginia Tax Division)',
  programmes: [],
};

export const westVirginia = defineStateModule({
  code: 'WV',
  name: 'West Virginia',
  certificateName: 'WV/IT-104',
  // No WV/IT-104 on file: no exemptions, two-earner table (IT-100.2A).
  certificateSchema: z.strictObject({
    /** Line 4. */
    exemptions: certificateCount(),
    /** Line 5: one earner, one job, withheld at the lower one-earner table. */
    oneEarner: certificateFlag(),
    /** Line 6, per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    /** The claim of the low-income exclusion (W. Va. Code §11-21-10): nothing is withheld. */
    exempt: certificateFlag(),
    /**
     * Certificate of nonresidence (WV/IT-104NR): a resident of Kentucky, Maryland, Ohio,
     * Pennsylvania or Virginia, whose wages West Virginia's reciprocal agreements with those
     * states leave to the home state. Nothing is withheld.
     */
    reciprocalNonresident: certificateFlag(),
    /** Certificate of nonresidence, as the spouse of a service member: nothing is withheld. */
    militarySpouseExempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, IT_100_2A_2026_03) },
  incomeTax: {
    wages: (wages, certificate) =>
      certificate.reciprocalNonresident ? 0 : wages.federalIncomeTaxWagesCents,
    // IT-100.2A prints no separate rule for bonus and commission: they go through the period's
    // table with the regular wages.
    withhold: ({ certificate, data, taxableWagesCents, payFrequency, explain }) => {
      if (certificate.exempt) return 0;
      if (certificate.reciprocalNonresident || certificate.militarySpouseExempt) {
        explain.method('exempt');
        return 0;
      }
      explain.method('periodPercentage');
      const perExemption = data.exemptionCents[payFrequency];
      explain.count('exemptions', certificate.exemptions);
      explain.cents('exemptionAmount', perExemption);
      const taxable = Math.max(0, taxableWagesCents - certificate.exemptions * perExemption);
      explain.cents('periodTaxableWages', taxable);
      const table = certificate.oneEarner ? 'oneEarner' : 'twoEarner';
      const tax = explainedBracketTax(
        data.tables[table][payFrequency],
        taxable,
        'over',
        false,
        explain,
      );
      explain.cents('periodTax', tax);
      // Method II: the amount to the nearest dollar; the line 6 amount is added after.
      explain.rounding('dollarHalfUp');
      return (
        roundToDollar(tax) + explainedAdditional(certificate.additionalWithholdingCents, explain)
      );
    },
  },
});
