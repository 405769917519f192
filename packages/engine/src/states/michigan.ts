import { z } from 'zod';
import { applyRate, percent, type Rate } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  perPeriod,
} from './certificate-fields';
import { MICHIGAN_CITIES, MICHIGAN_CITY_OPTIONS } from './data/michigan-cities';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { michiganCityTaxes } from './michigan-city-tax';
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
  publication: 'Form 446 (Rev. 02-26), 2026 Michigan Income Tax Withholding Guide',
};

const CITY_CHOICES = ['none', ...MICHIGAN_CITY_OPTIONS] as const;
const CITY_MESSAGE = `must be none or one of the Michigan cities with an income tax: ${MICHIGAN_CITY_OPTIONS.join(', ')}`;

export const michigan = defineStateModule({
  code: 'MI',
  name: 'Michigan',
  certificateName: 'MI-W4',
  // The MI-W4 lines as the reference describes them (exemptions, additional withholding, exempt
  // claim); its line numbers are not in the stored sources. No city unless the employer records
  // one: only the 24 cities that levy have a tax to withhold.
  certificateSchema: z.strictObject({
    /** Personal and dependent exemptions claimed. */
    exemptions: certificateCount(),
    additionalWithholdingCents: additionalWithholding(),
    /** Exempt claim on the MI-W4 (the employer keeps the reason on file); city taxes still apply. */
    exempt: certificateFlag(),
    cityOfResidence: z
      .enum(CITY_CHOICES, { error: CITY_MESSAGE })
      .default('none')
      .describe('Michigan city the employee lives in, if it levies an income tax.'),
    cityOfWork: z
      .enum(CITY_CHOICES, { error: CITY_MESSAGE })
      .default('none')
      .describe('Michigan city the employee works in, if it levies an income tax.'),
    /**
     * Exemptions on the city's own certificate (Detroit's D-4, a city W-4) when it differs from
     * the MI-W4; the MI-W4's exemptions otherwise.
     */
    cityExemptions: z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(99, 'must be at most 99')
      .optional(),
  }),
  locals: Object.values(MICHIGAN_CITIES).map((city) => ({
    localId: city.localId,
    name: city.name,
    source: 'table' as const,
  })),
  taxYears: { 2026: wholeYear(2026, MICHIGAN_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      // Form 446's per-period exemption is the annual amount ÷ periods to the cent, then times
      // the exemptions (weekly $113.46 each).
      const perExemptionCents = perPeriod(data.exemptionCents, periodsPerYear);
      const taxable = Math.max(0, taxableWagesCents - perExemptionCents * certificate.exemptions);
      explain.method('flatRate');
      explain.count('exemptions', certificate.exemptions);
      explain.cents('exemptionAmount', perExemptionCents);
      explain.cents('periodTaxableWages', taxable);
      explain.rate('rate', data.rate);
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return applyRate(taxable, data.rate) + certificate.additionalWithholdingCents;
    },
    // The cities tax the same wages as the state (the NFC's Michigan city formula takes thrift
    // deferrals and health premiums out as the state does).
    localTaxes: ({ certificate, taxableWagesCents, periodsPerYear }) =>
      michiganCityTaxes({
        residence: certificate.cityOfResidence,
        work: certificate.cityOfWork,
        exemptions: certificate.cityExemptions ?? certificate.exemptions,
        wagesCents: taxableWagesCents,
        periodsPerYear,
      }),
  },
});
