import { z } from 'zod';
import { applyRate, percent, type Rate } from '../rate';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import type { StateYearData } from './state-module';

type PennsylvaniaYear = StateYearData & { readonly rate: Rate };

// PA DOR REV-415: a flat 3.07% on all compensation (unchanged since 2004), no allowances and no
// standard deduction; supplemental pay is added to the regular pay. PA DLI: employees contribute
// 0.07% of all gross wages to unemployment compensation, without a wage cap.
const PENNSYLVANIA_YEAR: PennsylvaniaYear = {
  rate: percent('3.07'),
  programmes: [
    {
      code: 'PA_UC',
      wageBasis: 'unemployment',
      employeeRate: percent('0.07'),
    },
  ],
};

export const pennsylvania = defineStateModule({
  code: 'PA',
  name: 'Pennsylvania',
  certificateName: 'REV-419',
  certificateSchema: z.strictObject({
    /**
     * REV-419 on file: the employee lives in a reciprocal state (IN, MD, NJ, OH, VA, WV), so no
     * PA income tax is withheld (the unemployment contribution still is).
     */
    reciprocalNonresident: z.boolean({ error: 'must be true or false' }).default(false),
  }),
  taxYears: {
    2025: wholeYear(2025, PENNSYLVANIA_YEAR),
    2026: wholeYear(2026, PENNSYLVANIA_YEAR),
  },
  incomeTax: {
    // Pennsylvania does not let employees defer 401(k) contributions from its income tax: only
    // section 125 (cafeteria plan) amounts leave PA compensation.
    wages: (wages, certificate) =>
      certificate.reciprocalNonresident ? 0 : wages.grossCents - wages.section125Cents,
    withhold: ({ taxableWagesCents, data }) => applyRate(taxableWagesCents, data.rate),
  },
});
