import { z } from 'zod';
import { applyRate, percent, type Rate } from '../rate';
import { additionalWithholding, certificateFlag, explainAdditional } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import type { StateYearData } from './state-module';

type ArizonaYear = StateYearData & {
  /** The percentages the A-4 offers, as the employee elects them → the exact rate. */
  readonly rates: ReadonlyMap<number, Rate>;
};

const ELECTIONS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5] as const;

// Form A-4 (2026): the employee elects a percentage of gross taxable wages (0.5% to 3.5%) and
// may add a dollar amount; without an A-4 the employer withholds 2.0% (A.R.S. §43-401(E)).
const ARIZONA_2026: ArizonaYear = {
  rates: new Map(ELECTIONS.map((election) => [election, percent(String(election))])),
  programmes: [],
  publication: 'Form A-4 (2026), Arizona Department of Revenue',
};

export const arizona = defineStateModule({
  code: 'AZ',
  name: 'Arizona',
  certificateName: 'A-4',
  certificateSchema: z.strictObject({
    /** Line 1: the elected percentage of gross taxable wages. */
    withholdingPercent: z
      .literal(ELECTIONS, { error: `must be one of ${ELECTIONS.join(', ')} (A-4 line 1)` })
      .default(2),
    /**
     * Line 2: the employee expects no Arizona liability and elects zero withholding. It lapses
     * each year; keeping it current is the employer's record, not the engine's.
     */
    zeroPercentElection: certificateFlag(),
    /** Line 1's extra amount per pay period. */
    additionalWithholdingCents: additionalWithholding(),
  }),
  taxYears: { 2026: wholeYear(2026, ARIZONA_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, explain }) => {
      const rate = data.rates.get(certificate.withholdingPercent);
      let tax = 0;
      if (certificate.zeroPercentElection || rate === undefined) {
        explain.method('exempt');
      } else {
        explain.method('flatRate');
        explain.rate('rate', rate);
        tax = applyRate(taxableWagesCents, rate);
      }
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return tax + certificate.additionalWithholdingCents;
    },
  },
});
