import { z } from 'zod';
import { applyRate, percent, type Rate } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  perPeriod,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import type { StateYearData } from './state-module';

type MichiganYear = StateYearData & {
  readonly rate: Rate;
  /** Per MI-W4 exemption, annual. */
  readonly exemptionCents: number;
};

// Form 446 (Rev. 02-26), 2026 Michigan Income Tax Withholding Guide, masthead: 4.25%, $5,900 per
// personal or dependent exemption. Michigan prints no worked example for the state tax.
const MICHIGAN_2026: MichiganYear = {
  rate: percent('4.25'),
  exemptionCents: 5_900_00,
  programmes: [],
};

export const michigan = defineStateModule({
  code: 'MI',
  name: 'Michigan',
  certificateName: 'MI-W4',
  // The MI-W4 lines as the reference describes them (exemptions, additional withholding, exempt
  // claim); its line numbers are not in the stored sources.
  certificateSchema: z.strictObject({
    /** Personal and dependent exemptions claimed. */
    exemptions: certificateCount(),
    additionalWithholdingCents: additionalWithholding(),
    /** Exempt claim on the MI-W4 (the employer keeps the reason on file). */
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, MICHIGAN_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear }) => {
      if (certificate.exempt) return 0;
      // Form 446's per-period exemption is the annual amount ÷ periods to the cent, then times
      // the exemptions (weekly $113.46 each).
      const exemptionCents =
        perPeriod(data.exemptionCents, periodsPerYear) * certificate.exemptions;
      const taxable = Math.max(0, taxableWagesCents - exemptionCents);
      return applyRate(taxable, data.rate) + certificate.additionalWithholdingCents;
    },
  },
});
