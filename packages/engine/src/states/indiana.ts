import { z } from 'zod';
import { EngineInputError } from '../errors';
import { applyRate, percent, type Rate } from '../rate';
import { additionalWithholding, certificateCount, perPeriod } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { INDIANA_COUNTIES_2026, type IndianaCounty } from './data/indiana-counties';
import { wholeYear } from './editions';
import type { StateYearData } from './state-module';

type IndianaYear = StateYearData & {
  readonly rate: Rate;
  /** Table A: per WH-4 personal exemption, annual. */
  readonly personalExemptionCents: number;
  /** Table B: per additional dependent and per first-time additional dependent, annual. */
  readonly dependentExemptionCents: number;
  /** Table C: per adopted dependent, annual. */
  readonly adoptedDependentExemptionCents: number;
  readonly counties: ReadonlyMap<string, IndianaCounty>;
};

// Departmental Notice #1 (R46 / 01-26), effective 1 January 2026: state rate 2.95%; Tables A/B/C
// divide $1,000 / $1,500 / $3,000 a year by the pay periods; county rates on p. 5.
const INDIANA_2026: IndianaYear = {
  rate: percent('2.95'),
  personalExemptionCents: 1_000_00,
  dependentExemptionCents: 1_500_00,
  adoptedDependentExemptionCents: 3_000_00,
  counties: INDIANA_COUNTIES_2026,
  programmes: [],
};

const countyCode = z
  .string({ error: 'must be an Indiana county code, "01" to "92"' })
  .regex(/^(0[1-9]|[1-8]\d|9[0-2])$/, 'must be an Indiana county code, "01" to "92"')
  .optional();

export const indiana = defineStateModule({
  code: 'IN',
  name: 'Indiana',
  certificateName: 'WH-4',
  // No WH-4 on file: no exemptions (Indiana has no IRC §3402(n) "no withholding" allowance).
  certificateSchema: z.strictObject({
    personalExemptions: certificateCount(),
    additionalDependentExemptions: certificateCount(),
    firstTimeDependentExemptions: certificateCount(),
    adoptedDependentExemptions: certificateCount(),
    /** County code where the employee lived on 1 January: it sets the county tax. */
    countyOfResidence: countyCode,
    /**
     * County of principal employment on 1 January, used only when the employee lived outside
     * Indiana on that date. Neither county: no county tax.
     */
    countyOfPrincipalEmployment: countyCode,
    additionalStateWithholdingCents: additionalWithholding(),
    additionalCountyWithholdingCents: additionalWithholding(),
  }),
  taxYears: { 2026: wholeYear(2026, INDIANA_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear }) => {
      // The notice's tables print each line's constant rounded to the cent (weekly example:
      // 3 additional dependents → $86.54, not 3 × $28.85), so each line is spread on its own.
      const exemptionCents =
        perPeriod(certificate.personalExemptions * data.personalExemptionCents, periodsPerYear) +
        perPeriod(
          certificate.additionalDependentExemptions * data.dependentExemptionCents,
          periodsPerYear,
        ) +
        perPeriod(
          certificate.firstTimeDependentExemptions * data.dependentExemptionCents,
          periodsPerYear,
        ) +
        perPeriod(
          certificate.adoptedDependentExemptions * data.adoptedDependentExemptionCents,
          periodsPerYear,
        );
      const taxable = Math.max(0, taxableWagesCents - exemptionCents);
      const code = certificate.countyOfResidence ?? certificate.countyOfPrincipalEmployment;
      let countyCents = 0;
      if (code !== undefined) {
        const county = data.counties.get(code);
        if (county === undefined) {
          throw new EngineInputError(
            'state.countyOfResidence',
            `has no 2026 county rate in Paydesk's data for county "${code}" yet`,
          );
        }
        // County tax is a separate levy on the same taxable wages, rounded on its own.
        countyCents = applyRate(taxable, county.rate);
      }
      // Reported as one state income-tax amount: the WH-1 return carries state and county
      // together, and the engine has one income-tax line per state.
      return (
        applyRate(taxable, data.rate) +
        countyCents +
        certificate.additionalStateWithholdingCents +
        certificate.additionalCountyWithholdingCents
      );
    },
  },
});
